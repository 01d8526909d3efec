VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint install clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(VENV)/bin/recap chat --user $${RECAP_USER:-me}

# ruff, then the whole suite on SQLite and, at the same time, on PostgreSQL every test that
# reaches a store, when a server can be started here (tests/pg.py: Debian's postgresql package;
# otherwise it says so and why). Store-free tests (tests/store_free.py: about two thirds of them,
# the reader's, whose modules import no store, no database driver and start no process) run
# once, on SQLite: a run on PostgreSQL would execute the very same code. That loses nothing
# because the rule is computed from the imports, not listed, and the SQLite run fails any such
# test that opens a store, connects to a database or starts a process anyway (tests/conftest.py);
# RECAP_TEST_STORE_FREE=1 runs them on PostgreSQL too. The two runs share nothing (the PostgreSQL
# one starts a throwaway server of its own), so on two cores both take about as long as the
# longer one. Bytecode is compiled first and written (also where PYTHONDONTWRITEBYTECODE is set):
# each recap process a test starts, and pytest's rewritten test modules, skip compiling again.
# The PostgreSQL run's report is printed when it ends; either run failing fails the target.
PYTEST := PYTHONDONTWRITEBYTECODE= $(VENV)/bin/pytest

test: $(STAMP)
	$(VENV)/bin/ruff check .
	@PYTHONDONTWRITEBYTECODE= $(PY) -m compileall -q bot memory jobs tests
	@if reason=$$($(PY) -m tests.pg 2>&1); then \
		report=$$(mktemp); \
		RECAP_TEST_STORE=postgresql $(PYTEST) -p no:cacheprovider >"$$report" 2>&1 & postgresql=$$!; \
		echo "The suite on SQLite (on PostgreSQL meanwhile, its report below when it ends):"; \
		$(PYTEST); sqlite=$$?; \
		wait $$postgresql; on_postgresql=$$?; \
		echo "The suite's store-reaching tests on PostgreSQL (RECAP_TEST_STORE=postgresql):"; \
		cat "$$report"; rm -f "$$report"; \
		test $$sqlite -eq 0 && test $$on_postgresql -eq 0; \
	else \
		$(PYTEST); sqlite=$$?; \
		echo "PostgreSQL tests SKIPPED: $$reason"; \
		exit $$sqlite; \
	fi

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
