module.exports = require('../tooling/jest/web.cjs')(__dirname);
