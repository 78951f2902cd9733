import { releaseOf } from './client-reports';

describe('releaseOf', () => {
  it('reads the release from where `npm run release` puts a remote', () => {
    expect(releaseOf('/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json')).toBe('1.0.1-0badc0de');
    expect(releaseOf('https://cdn.example/remotes/mfe-payments/1.0.2-cafe/mf-manifest.json?v=2')).toBe('1.0.2-cafe');
  });

  it('names a remote served without a release "unreleased", and never passes other text on', () => {
    expect(releaseOf('/remotes/mfe-payments/mf-manifest.json')).toBe('unreleased');
    expect(releaseOf('http://localhost:3002/mf-manifest.json')).toBe('unreleased');
    expect(releaseOf(undefined)).toBe('unreleased');
    expect(releaseOf('/remotes/mfe-payments/a b<script>/mf-manifest.json')).toBe('unreleased');
  });
});
