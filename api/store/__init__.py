"""Games in Redis: the clients, key names, Lua scripts, the compare-and-set commit and
the frozen format of the log's entries."""
