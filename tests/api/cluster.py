"""A private 3-node Redis Cluster for the API tests.

One private server, free ports and stopping processes are in
:mod:`api.run.redis_process` (shared with ``roadtrip serve`` and the benches).
``RedisCluster`` starts three masters of the system's ``redis-server`` with
``--cluster-enabled yes`` on free loopback ports in a temporary directory,
joins them with ``redis-cli --cluster create`` and waits until every node
reports ``cluster_state:ok``; it is torn down explicitly (terminate, wait,
kill if it lingers, remove the directory), so a test never leaves a process
behind.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import Any

from api.run.redis_process import (
    command,
    die_with_parent,
    free_port,
    server_args,
    stop_process,
    wait_until_down,
    wait_until_up,
)

REDIS_CLI = os.environ.get("ROADTRIP_TEST_REDIS_CLI", "/usr/bin/redis-cli")

CLUSTER_TIMEOUT = 30.0


class RedisCluster:
    """A 3-master Redis Cluster (no replicas) on free loopback ports."""

    def __init__(self, nodes: int = 3, persistent: bool = False) -> None:
        self.persistent = persistent
        self.dir = Path(tempfile.mkdtemp(prefix="roadtrip-cluster-"))
        self.ports: list[int] = []
        for _ in range(nodes):
            port = free_port(cluster_bus=True)
            while port in self.ports:
                port = free_port(cluster_bus=True)
            self.ports.append(port)
        self.procs: list[subprocess.Popen[bytes]] = []
        self._logs: list = []

    @property
    def url(self) -> str:
        """A ``redis://`` URL of one node (a cluster client discovers the rest)."""
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    @property
    def startup_nodes(self) -> list[tuple[str, int]]:
        """(host, port) of every node."""
        return [("127.0.0.1", port) for port in self.ports]

    def start(self) -> RedisCluster:
        """Start the nodes, create the cluster and wait for ``cluster_state:ok``."""
        try:
            for port in self.ports:
                log = open(self.dir / f"redis-{port}.log", "ab")  # closed in close()
                self._logs.append(log)
                self.procs.append(self._spawn(port, log))
            for port, proc in zip(self.ports, self.procs, strict=True):
                wait_until_up(port, proc, "cluster node")
            create = subprocess.run(
                [REDIS_CLI, "--cluster", "create",
                 *[f"127.0.0.1:{port}" for port in self.ports],
                 "--cluster-replicas", "0", "--cluster-yes"],
                capture_output=True, timeout=CLUSTER_TIMEOUT, check=False,
            )
            if create.returncode != 0:
                raise RuntimeError("redis-cli --cluster create failed: "
                                   + create.stdout.decode(errors="replace")
                                   + create.stderr.decode(errors="replace"))
            self.wait_ok()
        except BaseException:
            self.close()
            raise
        return self

    def _spawn(self, port: int, log: Any) -> subprocess.Popen[bytes]:
        # each node keeps its AOF in its own directory: they share self.dir
        node_dir = self.dir / str(port)
        node_dir.mkdir(exist_ok=True)
        return subprocess.Popen(
            server_args(port, node_dir, self.persistent,
                        "--cluster-enabled", "yes", "--cluster-config-file",
                        f"nodes-{port}.conf", "--cluster-node-timeout", "5000",
                        # keep serving the slots that are up when one node is down
                        "--cluster-require-full-coverage", "no"),
            stdout=log, stderr=subprocess.STDOUT, cwd=node_dir,
            preexec_fn=die_with_parent(),  # a killed test run leaves no node behind
        )

    def stop_node(self, index: int) -> None:
        """Kill one node (SIGKILL: a crash) and wait until its port is closed."""
        stop_process(self.procs[index], hard=True)
        wait_until_down(self.ports[index])

    def start_node(self, index: int) -> None:
        """Restart a stopped node on its port with its data and cluster config."""
        port = self.ports[index]
        self.procs[index] = self._spawn(port, self._logs[index])
        wait_until_up(port, self.procs[index], "restarted cluster node")
        self.wait_ok()

    def cluster_info(self, port: int) -> dict[str, str]:
        """Return ``CLUSTER INFO`` of the node on ``port`` as a dict."""
        reply = command(port, "CLUSTER", "INFO")
        info: dict[str, str] = {}
        for line in reply.splitlines()[1:]:
            key, sep, value = line.partition(":")
            if sep:
                info[key.strip()] = value.strip()
        return info

    def wait_ok(self, timeout: float = CLUSTER_TIMEOUT) -> None:
        """Wait until every node reports ``cluster_state:ok`` with all slots assigned."""
        deadline = time.monotonic() + timeout
        while True:
            infos = []
            for port in self.ports:
                try:
                    infos.append(self.cluster_info(port))
                except OSError:
                    infos.append({})
            if all(i.get("cluster_state") == "ok" and i.get("cluster_slots_assigned") == "16384"
                   and i.get("cluster_known_nodes") == str(len(self.ports)) for i in infos):
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"Redis Cluster not ok after {timeout}s: {infos}")
            time.sleep(0.05)

    def keys_per_node(self) -> dict[int, int]:
        """Return the number of keys stored on each node (``DBSIZE``), by port."""
        counts = {}
        for port in self.ports:
            reply = command(port, "DBSIZE")
            counts[port] = int(reply.strip().lstrip(":"))
        return counts

    def close(self) -> None:
        """Stop every node and remove the cluster's directory."""
        for proc in self.procs:
            stop_process(proc)
        self.procs = []
        for log in self._logs:
            log.close()
        self._logs = []
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> RedisCluster:
        return self.start()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
