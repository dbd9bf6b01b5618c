"""Waiting for a game's news: the reads and answers the long-poll and the event stream
share."""
