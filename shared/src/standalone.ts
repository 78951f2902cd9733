/**
 * A remote's page when it runs alone (npm run dev -w mfe-*): not federated, so no page of the
 * portal loads it (docs/architecture/shared-package.md).
 */
export * from './ui/standalone/mount-standalone';
