"""A thing "running nonstop" will not stop: an issue, never one running again; a barrier or a
shutter "stuck down" is stuck (session 39, issue 10: the first report was lost, so the fix
that followed found nothing open)."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory import understanding
from memory.understanding.intents import OpenEpisode, ResolveEpisode

TZ = ZoneInfo("America/Halifax")
NOW = datetime(2030, 10, 2, 18, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("said", "topic"),
    [
        ("the upstairs toilet is running nonstop", "upstairs toilet"),
        ("the cistern's running non-stop", "cistern"),
        ("the garden tap is running all night", "garden tap"),
        ("the roller shutter is stuck down", "roller shutter"),
        ("the car park barrier at the back entrance is stuck down", "car park barrier"),
    ],
)
def test_opens_an_issue(said: str, topic: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.topic for i in found if isinstance(i, OpenEpisode)] == [topic]


@pytest.mark.parametrize(("said", "topic"), [("the pump is running again", "pump"), ("the server's running", "server")])
def test_running_alone_is_still_a_fix(said: str, topic: str) -> None:
    found = understanding.extract(said, now=NOW, tz=TZ)
    assert [i.topic for i in found if isinstance(i, ResolveEpisode)] == [topic]
