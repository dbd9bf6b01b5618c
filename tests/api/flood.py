"""A connection flood from one address, run as a script by tests/api/test_shedding.py.

``python -m tests.api.flood PORT COUNT SOURCE [REQUEST...]`` opens ``COUNT``
connections to ``127.0.0.1:PORT`` from ``SOURCE`` (at most :data:`IN_FLIGHT`
still unsettled at once), each sending the next of the ``REQUEST`` paths in
turn as a GET (``-`` sends nothing: a connection held idle), and sorts each
attempt within :data:`SETTLE` seconds: answered (status, problem code,
Retry-After), closed without an answer, or held open.  An event stream the
server began (``200``, ``text/event-stream``) is held, from its first bytes.  Held ones stay open
until :data:`LINGER` seconds after the last attempt settled (the test probes
the server meanwhile); one that is then refused was queued, not held, and is
reported as a late refusal; the most held at once is reported.  Prints one JSON
document.  A separate process, so the flood's own work does not slow the
test's probes.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections import Counter
from typing import Any

#: Attempts connecting or awaiting their first answer at once.
IN_FLIGHT = 800
#: Seconds an attempt may wait for its first bytes before it counts as held.
SETTLE = 3.0
#: Seconds held connections stay open after the flood settled.
LINGER = 4.0


def parse(head: bytes) -> dict[str, Any]:
    """Status, problem code and Retry-After of an answer's first bytes."""
    text = head.decode("latin1")
    lines = text.split("\r\n")
    found: dict[str, Any] = {"status": int(lines[0].split()[1])}
    for line in lines[1:]:
        if line.lower().startswith("retry-after:"):
            found["retry_after"] = line.split(":", 1)[1].strip()
    body = text.partition("\r\n\r\n")[2]
    try:
        found["code"] = json.loads(body).get("code")
    except ValueError:
        found["code"] = None
    return found


async def attempt(port: int, source: str, path: str, gate: asyncio.Semaphore,
                  held: list[tuple[float, float, str]], out: Counter[str],
                  done: asyncio.Event) -> None:
    """One connection: its outcome into ``out``; a held one's (start, end) into ``held``."""
    kind = "idle" if path == "-" else "stream"
    async with gate:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), 10)
        except (TimeoutError, OSError) as exc:
            out[f"{kind} no connection {type(exc).__name__}"] += 1
            out["settled"] += 1
            return
        if path != "-":
            writer.write(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        started = time.monotonic()
        try:
            head = await asyncio.wait_for(reader.read(4096), SETTLE)
        except TimeoutError:
            head = None
        except OSError:
            head = b""
    out["settled"] += 1  # answered, closed or (so far) held
    streaming = is_stream(head)
    if streaming:
        started = time.monotonic()  # held from the moment the server took it (below)
        head = None
    if head:
        answer = parse(head)
        out[f"{kind} {answer['status']} {answer['code']} retry-after="
            f"{'retry_after' in answer}"] += 1
        writer.close()
        return
    if head == b"":
        out[f"{kind} closed unanswered"] += 1
        writer.close()
        return
    waiting = asyncio.ensure_future(done.wait())
    late = b""
    while not waiting.done():
        reading = asyncio.ensure_future(reader.read(4096))
        await asyncio.wait({reading, waiting}, return_when=asyncio.FIRST_COMPLETED)
        got = reading.result() if reading.done() and reading.exception() is None else b""
        reading.cancel()
        if not got or streaming:
            if not got:
                break  # closed
            continue  # an event stream's news: still held
        if is_stream(got):
            # queued past SETTLE, then taken: an event stream the server holds from
            # its first bytes, not from the moment it was sent (a request still queued
            # in the kernel's backlog is not one the server holds)
            streaming, started = True, time.monotonic()
            continue
        late = got
        break
    ended = time.monotonic()
    waiting.cancel()
    writer.close()
    if late and parse(late)["status"] in (429, 503):
        # queued (in the kernel or the worker) past SETTLE, then refused: not held
        answer = parse(late)
        out[f"{kind} {answer['status']} {answer['code']} retry-after="
            f"{'retry_after' in answer} late"] += 1
        return
    out[f"{kind} held"] += 1
    held.append((started, ended, kind))


def is_stream(head: bytes | None) -> bool:
    """Return True for the first bytes of an event stream the server began (it holds it now)."""
    return bool(head) and head.startswith(b"HTTP/1.1 200") and b"text/event-stream" in head


def most_at_once(spans: list[tuple[float, float, str]], kind: str | None = None) -> int:
    """The most spans of ``kind`` (any, when None) open at one moment."""
    events = sorted([(s, 1) for s, _, k in spans if kind in (None, k)]
                    + [(e, -1) for _, e, k in spans if kind in (None, k)],
                    key=lambda event: (event[0], event[1]))
    now = most = 0
    for _, step in events:
        now += step
        most = max(most, now)
    return most


async def flood(port: int, count: int, source: str, paths: list[str]) -> dict[str, Any]:
    """Run the flood; return its outcomes (see the module's docstring)."""
    gate = asyncio.Semaphore(IN_FLIGHT)
    held: list[tuple[float, float, str]] = []
    out: Counter[str] = Counter()
    done = asyncio.Event()
    started = time.monotonic()
    tasks = [asyncio.ensure_future(attempt(port, source, paths[n % len(paths)], gate, held,
                                           out, done)) for n in range(count)]
    while out["settled"] < count:
        await asyncio.sleep(0.05)
    settled = time.monotonic() - started
    await asyncio.sleep(LINGER)
    done.set()
    await asyncio.gather(*tasks)
    del out["settled"]
    return {"outcomes": dict(out), "settled_seconds": round(settled, 1),
            "most_held": most_at_once(held), "most_held_streams": most_at_once(held, "stream")}


def main() -> None:
    """Run the flood the command line asks for and print its outcomes as JSON."""
    port, count, source, *paths = sys.argv[1:]
    print(json.dumps(asyncio.run(flood(int(port), int(count), source, paths or ["-"]))))


if __name__ == "__main__":
    main()
