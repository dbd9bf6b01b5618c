"""The metrics' values in multiprocess mode know their process without ``getpid``
(api/guard/metric_values.py), and a forked child still writes its own files.

Multiprocess mode is chosen when prometheus_client is imported, so each case runs in a
fresh interpreter with ``PROMETHEUS_MULTIPROC_DIR`` set, as a gunicorn worker does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: made in a fresh worker-like process: a count before a fork, one in the child, one after
SCRIPT = textwrap.dedent("""
    import json, os, sys
    from prometheus_client import CollectorRegistry, values
    from prometheus_client.multiprocess import MultiProcessCollector
    from api.guard import metric_values
    from api.guard.metrics import REQUESTS, STORE_ERRORS

    assert metric_values.installed(), values.ValueClass
    assert isinstance(STORE_ERRORS._value, values.ValueClass)
    REQUESTS.labels("postMove", "200").inc()
    child = os.fork()
    if child == 0:
        REQUESTS.labels("postMove", "200").inc(10)
        os._exit(0 if metric_values.process_id() == os.getpid() else 3)
    _, status = os.waitpid(child, 0)
    REQUESTS.labels("postMove", "200").inc(100)
    registry = CollectorRegistry()
    MultiProcessCollector(registry)
    total = registry.get_sample_value("roadtrip_requests_total",
                                      {"operation": "postMove", "status": "200"})
    print(json.dumps({"status": status, "child": child, "parent": os.getpid(),
                      "total": total, "id": metric_values.process_id()}))
""")


def run(tmp_path: Path) -> dict[str, int]:
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=120)
    got: dict[str, int] = json.loads(out.stdout.strip().splitlines()[-1])
    return got


def test_a_forked_child_writes_its_own_files(tmp_path: Path) -> None:
    got = run(tmp_path)
    assert got["status"] == 0  # the child's id was its own
    assert got["id"] == got["parent"]
    # the parent's 1 and 100 and the child's 10: none overwrote another's
    assert got["total"] == 111
    files = {path.name for path in tmp_path.iterdir()}
    assert f"counter_{got['parent']}.db" in files
    assert f"counter_{got['child']}.db" in files


def test_outside_multiprocess_mode_nothing_changes() -> None:
    from prometheus_client import values

    from api.guard import metric_values

    if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        assert values.ValueClass is values.MutexValue
        assert not metric_values.installed()
