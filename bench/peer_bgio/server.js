// boardgame.io's default server (in-memory storage, socket.io transport).
const { Server, Origins } = require("boardgame.io/server");
const { CardRace } = require("./game");

const port = Number(process.argv[2] || 8123);
const server = Server({ games: [CardRace], origins: [Origins.LOCALHOST] });
server.run(port, () => console.log("ready"));
