"""The one place that starts private redis-servers (tests, benches, ``roadtrip serve``)."""

from __future__ import annotations

import socket
from pathlib import Path

import psutil
import redis

from api.run.redis_process import RedisServer, free_port, ping


def test_a_private_redis_server_answers_and_leaves_no_process_or_directory_behind():
    with RedisServer() as server:
        pid = server.proc.pid
        client = redis.Redis.from_url(server.url)
        assert client.set("k", "v") and client.get("k") == b"v"
        client.close()
        directory = server.dir
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    assert not ping(server.port)
    assert not directory.exists()


def test_a_persistent_server_restarted_on_its_port_keeps_what_it_acknowledged():
    with RedisServer(persistent=True) as server:
        client = redis.Redis.from_url(server.url)
        client.set("k", "kept")
        server.stop()  # SIGKILL: an outage
        assert not ping(server.port)
        server.start()
        assert client.get("k") == b"kept"
        client.close()


def test_a_free_port_can_be_bound_and_a_cluster_port_has_its_bus_port_free_too():
    port = free_port(cluster_bus=True)
    for candidate in (port, port + 10000):
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", candidate))


def test_a_cluster_ports_bus_port_lies_below_the_ephemeral_range():
    # an outgoing connection cannot take the bus port before the node binds it
    low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    for _ in range(50):
        port = free_port(cluster_bus=True)
        assert 10000 <= port and port + 10000 < low
