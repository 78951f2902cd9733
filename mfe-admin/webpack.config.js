const { createRemoteConfig } = require('../tooling/federation');

// Name, dev port and exposed routes come from the one list of remotes (shared/remotes.json).
module.exports = createRemoteConfig(__dirname);
