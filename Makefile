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

# ruff, then the whole suite on SQLite and, at the same time, the whole suite on PostgreSQL when
# a server can be started here (tests/pg.py: Debian's postgresql package; otherwise it says so
# and why). The two runs share nothing (the PostgreSQL one starts a throwaway server of its
# own), so on two cores both take about as long as the longer one. The PostgreSQL run's report
# is printed when it ends; either run failing fails the target.
test: $(STAMP)
	$(VENV)/bin/ruff check .
	@if reason=$$($(PY) -m tests.pg 2>&1); then \
		report=$$(mktemp); \
		RECAP_TEST_STORE=postgresql $(VENV)/bin/pytest -p no:cacheprovider >"$$report" 2>&1 & postgresql=$$!; \
		echo "The suite on SQLite (on PostgreSQL meanwhile, its report below when it ends):"; \
		$(VENV)/bin/pytest; sqlite=$$?; \
		wait $$postgresql; on_postgresql=$$?; \
		echo "The suite on PostgreSQL (RECAP_TEST_STORE=postgresql):"; \
		cat "$$report"; rm -f "$$report"; \
		test $$sqlite -eq 0 && test $$on_postgresql -eq 0; \
	else \
		$(VENV)/bin/pytest; sqlite=$$?; \
		echo "PostgreSQL tests SKIPPED: $$reason"; \
		exit $$sqlite; \
	fi

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
