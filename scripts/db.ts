/**
 * Runs the embedded MongoDB-compatible server (the package's CLI).
 *   npm run db -- --port 27017 --dbpath .data/db
 * Without --dbpath the data lives in memory. Prints one parseable line:
 *   EMBEDDED_MONGO_READY uri=mongodb://127.0.0.1:27017/ port=27017
 */
import '@qrmenu/embedded-mongo/cli';
