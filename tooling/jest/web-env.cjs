// jsdom lacks a few Web APIs that react-router uses at import time; Node has them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
