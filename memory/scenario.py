"""The scenario file format of ``recap eval`` (spec/scenarios.md), parsed and validated.

Validation happens before anything runs, so an invalid file is reported with its step number
and reason and never half-played.

Beyond the shared spec, and backward compatible with it (README, *Scenario files: questions,
presses and undo*): a ``press`` step taps a button of recap's last reply (a question's choice,
or Undo), and a step that gets a reply can say whether recap should have asked a question with
``asks``.
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from memory.clock import as_utc
from memory.schedule import parse_hhmm
from memory.timefmt import zone

CHECK_KINDS = (
    "current",
    "as_of",
    "claim_status",
    "conflicts",
    "commitment",
    "due",
    "episodes",
    "briefing",
    "recall",
    "slices",
    "briefings_sent",
)
DEFAULT_METRICS = {
    "current": "current_state",
    "as_of": "historical",
    "claim_status": "supersession",
    "conflicts": "conflict_visibility",
    "commitment": "commitments",
    "due": "commitments",
    "episodes": "false_revival",
    "briefing": "briefing",
    "recall": "recall",
    "slices": "timeline",
    "briefings_sent": "briefing",
}
ASKS_METRIC = "asks"  # the default metric of a press step and of an ``asks`` expectation


class ScenarioError(ValueError):
    """An invalid scenario file; the message names the file, the step and the reason."""


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _known_zone(value: str) -> str:
    zone(value)  # raises ValueError for a name that is no IANA timezone
    return value


# Field types shared by scenario files and export files: an IANA timezone name, and a clock
# time written back as HH:MM.
TimezoneName = Annotated[str, AfterValidator(_known_zone)]
ClockTime = Annotated[str, AfterValidator(lambda value: f"{parse_hhmm(value):%H:%M}")]


class SourceSpec(StrictModel):
    name: str
    authority: float = Field(ge=0, le=1)


def _aware_if_time(value: date | datetime | None) -> date | datetime | None:
    """A date is a local calendar day; a time needs its offset, or it could be any instant."""
    if isinstance(value, datetime) and (value.tzinfo is None or value.utcoffset() is None):
        raise ValueError("a time needs an offset (e.g. 2026-06-01T10:00:00+02:00), or give a date (2026-06-01)")
    return value


class ClaimSpec(StrictModel):
    subject: str
    predicate: str
    value: str
    scope: str | None = None
    effective_from: date | datetime | None = None
    effective_to: date | datetime | None = None
    quoted: bool = False

    @field_validator("value", "subject", "predicate", mode="before")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int | float) else value

    @field_validator("effective_from", "effective_to")
    @classmethod
    def _aware(cls, value: date | datetime | None) -> date | datetime | None:
        return _aware_if_time(value)


class CommitmentSpec(StrictModel):
    action: str
    owner: str | None = None
    counterparty: str | None = None
    due: date | datetime
    status: Literal["proposed", "accepted", "completed", "moved", "cancelled", "disputed"] | None = None

    @field_validator("due")
    @classmethod
    def _aware(cls, value: date | datetime) -> date | datetime:
        return _aware_if_time(value)


def _label(value: Any) -> Any:
    """A button label as written in YAML. YAML 1.1 reads a bare Yes or No as a boolean, and
    those are the labels most pressed, so they are taken back to the words."""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    return str(value) if isinstance(value, int | float) else value


class AskSpec(StrictModel):
    """Whether recap's reply asked a question and, when it did, what: phrases of its text, and
    its choices in order (one phrase per choice, found in that choice's label). ``asks: true``
    and ``asks: false`` in a file are short for ``{asked: true}`` and ``{asked: false}``."""

    asked: bool = True
    question: list[str] = Field(default_factory=list)
    choices: list[str] | None = None

    @field_validator("choices", mode="before")
    @classmethod
    def _labels(cls, value: Any) -> Any:
        return [_label(item) for item in value] if isinstance(value, list) else value

    @model_validator(mode="after")
    def _about_a_question(self) -> AskSpec:
        if not self.asked and (self.question or self.choices is not None):
            raise ValueError("question and choices describe a question asked; asked: false has none")
        return self


class Step(StrictModel):
    at: datetime
    say: str | None = None
    source: SourceSpec | None = None
    claim: ClaimSpec | None = None
    commitment: CommitmentSpec | None = None
    command: str | None = None
    check: dict[str, dict[str, Any]] | None = None
    expect: dict[str, Any] | None = None
    metric: str | None = None
    advance: bool | None = None
    press: str | None = None
    asks: AskSpec | None = None
    reply_contains: list[str] = Field(default_factory=list)
    reply_excludes: list[str] = Field(default_factory=list)

    @field_validator("at")
    @classmethod
    def _aware(cls, value: datetime) -> datetime:
        return as_utc(value)

    @field_validator("say", mode="before")
    @classmethod
    def _say_text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int | float) else value

    @field_validator("press", mode="before")
    @classmethod
    def _press_text(cls, value: Any) -> Any:
        return _label(value)

    @field_validator("press")
    @classmethod
    def _some_label(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("press names the label of a button, e.g. Yes or Undo")
        return value

    @field_validator("asks", mode="before")
    @classmethod
    def _asks_shape(cls, value: Any) -> Any:
        if isinstance(value, bool):
            return {"asked": value}
        if value is not None and not isinstance(value, dict):
            raise ValueError("asks is true, false, or {question: [..], choices: [..]}")
        return value

    @model_validator(mode="after")
    def _exactly_one_action(self) -> Step:
        actions = [
            name
            for name, present in (
                ("say", self.say is not None),
                ("source+claim", self.claim is not None),
                ("source+commitment", self.commitment is not None),
                ("command", self.command is not None),
                ("check", self.check is not None),
                ("advance", bool(self.advance)),
                ("press", self.press is not None),
            )
            if present
        ]
        if len(actions) != 1:
            raise ValueError(f"a step needs exactly one of say, source+claim, source+commitment, command, "
                             f"check, advance, press; found {actions or 'none'}")
        if (self.claim is not None or self.commitment is not None) != (self.source is not None):
            raise ValueError("source goes together with claim or commitment")
        if self.check is not None:
            if len(self.check) != 1:
                raise ValueError(f"a check names exactly one kind; found {list(self.check)}")
            kind = next(iter(self.check))
            if kind not in CHECK_KINDS:
                raise ValueError(f"unknown check kind {kind!r}; known: {', '.join(CHECK_KINDS)}")
            if self.expect is None:
                raise ValueError("a check needs an expect")
        elif self.expect is not None:
            raise ValueError("expect belongs to a check step")
        replied = self.say is not None or self.command is not None or self.press is not None
        if (self.reply_contains or self.reply_excludes) and not replied:
            raise ValueError("reply_contains and reply_excludes belong to a say, command or press step")
        if self.asks is not None and not replied:
            raise ValueError("asks belongs to a say, command or press step")
        return self

    @property
    def check_kind(self) -> str:
        assert self.check is not None
        return next(iter(self.check))

    @property
    def check_args(self) -> dict[str, Any]:
        assert self.check is not None
        return self.check[self.check_kind] or {}


class Scenario(StrictModel):
    name: str
    user: str
    timezone: TimezoneName = "UTC"
    briefing_time: ClockTime | None = None
    steps: list[Step]

    @field_validator("user", "name", mode="before")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int | float) else value

    @model_validator(mode="after")
    def _ordered(self) -> Scenario:
        if not self.steps:
            raise ValueError("a scenario needs at least one step")
        for number, (before, after) in enumerate(zip(self.steps, self.steps[1:], strict=False), start=2):
            if after.at < before.at:
                raise ValueError(f"step {number}: at {after.at.isoformat()} is before the previous step")
        return self


def load(path: Path) -> Scenario:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise ScenarioError(f"{path}: cannot read: {error}") from error
    if not isinstance(raw, dict):
        raise ScenarioError(f"{path}: a scenario is a mapping with name, user and steps")
    try:
        return Scenario.model_validate(raw)
    except ValidationError as error:
        raise ScenarioError(f"{path}: {_describe(error)}") from error


def _describe(error: ValidationError) -> str:
    reasons = []
    for problem in error.errors():
        location = list(problem["loc"])
        if len(location) >= 2 and location[0] == "steps" and isinstance(location[1], int):
            where = f"step {location[1] + 1}" + "".join(f".{part}" for part in location[2:])
        else:
            where = ".".join(str(part) for part in location) or "file"
        reasons.append(f"{where}: {problem['msg']}")
    return "; ".join(reasons)


def find_files(paths: list[Path]) -> list[Path]:
    """The scenario files named, folders expanded to their *.yaml / *.yml files, sorted."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml"))
        else:
            found.append(path)
    return found
