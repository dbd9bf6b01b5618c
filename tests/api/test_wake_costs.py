"""The wake-up's cheaper pieces: each answer's head sent with its body."""

from __future__ import annotations

import socket

from api.run.client_socket import ClientSocket


def test_an_answers_head_waits_for_its_body_and_both_go_in_one_write():
    ours, theirs = socket.socketpair()
    try:
        client = ClientSocket(ours, 1.0)
        client.hold_next_write()
        client.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n")
        theirs.setblocking(False)
        try:
            early = theirs.recv(100)
        except BlockingIOError:
            early = b""
        assert early == b""  # the head alone is not sent
        client.sendall(b"{}")
        theirs.settimeout(2)
        assert theirs.recv(100) == b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"
        # an answer without body bytes (a 304, a HEAD): its head goes once the answer ends
        client.hold_next_write()
        client.sendall(b"HTTP/1.1 304 Not Modified\r\n\r\n")
        client.between_requests(1.0)
        assert theirs.recv(100) == b"HTTP/1.1 304 Not Modified\r\n\r\n"
    finally:
        ours.close()
        theirs.close()
