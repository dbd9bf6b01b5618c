"""What the API does with games (create, join, move, settle, the bots' replies), knowing
only the game protocol and the store."""
