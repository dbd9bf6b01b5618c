"""The news of commits: one Redis subscription per process (sharded on a cluster) that
wakes the requests waiting on a game."""
