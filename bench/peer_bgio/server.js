// boardgame.io's default server (socket.io transport) with its storage chosen
// by the environment: in memory (the default), FlatFile (FLATFILE_DIR, which
// boardgame.io itself reads) or Redis (BGIO_REDIS_URL: redis_storage.js).
const { Server, Origins } = require("boardgame.io/server");
const { CardRace } = require("./game");
const { RedisStorage } = require("./redis_storage");

const port = Number(process.argv[2] || 8123);
const db = process.env.BGIO_REDIS_URL ? new RedisStorage(process.env.BGIO_REDIS_URL) : undefined;
const server = Server({ games: [CardRace], origins: [Origins.LOCALHOST], ...(db ? { db } : {}) });
server.run(port, () => console.log("ready"));
