"""Games in Redis: the clients, every key name and Lua script of Roadtrip (``keys``), the
compare-and-set commit and the frozen format of the log's entries."""
