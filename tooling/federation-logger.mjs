// The federation runtime's logger, in place of @module-federation/sdk's: what the runtime logs (its
// warnings, mostly) still goes to the console under its prefix, without the sdk's stack capture,
// delegate fallbacks and build-time hooks, which the browser never uses; every page is about
// 0.4 KiB lighter (docs/architecture/frontend.md#javascript-budgets). Its debug lines are left out.
const loggerOf = (prefix) => ({
  prefix,
  setPrefix(next) {
    this.prefix = next;
  },
  setDelegate() {},
  log(...args) {
    console.log(this.prefix, ...args);
  },
  info(...args) {
    console.info(this.prefix, ...args);
  },
  success(...args) {
    console.info(this.prefix, ...args);
  },
  ready(...args) {
    console.info(this.prefix, ...args);
  },
  warn(...args) {
    console.warn(this.prefix, ...args);
  },
  error(...args) {
    console.error(this.prefix, ...args);
  },
  debug() {},
});

const PREFIX = '[ Module Federation ]';
export const createLogger = loggerOf;
export const createInfrastructureLogger = loggerOf;
export const bindLoggerToCompiler = () => undefined;
export const logger = loggerOf(PREFIX);
export const infrastructureLogger = loggerOf(PREFIX);
