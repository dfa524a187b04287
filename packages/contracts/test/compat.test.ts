import { compatLine, describeSkew, sameMajor, sharedSkew, sharedVersions } from '../src/compat';

const host = {
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true },
    { name: '@platform/event-bus', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
    { name: '@platform/ui', version: '1.4.2', singleton: true },
  ],
};

test('compatibility lines follow semver caret rules', () => {
  expect(compatLine('19.2.0')).toBe('19');
  expect(compatLine('0.1.7')).toBe('0.1');
  expect(compatLine('0.0.3')).toBe('0.0.3');
  expect(compatLine('^18.3.1')).toBe('18');
  expect(compatLine('not-a-version')).toBeNull();
  expect(sameMajor('19.0.0', '19.9.9')).toBe(true);
  expect(sameMajor('0.1.0', '0.2.0')).toBe(false);
  expect(sameMajor('x', 'x')).toBe(false);
});

test('a remote on the same majors (other minors and patches) is compatible', () => {
  const remote = {
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@platform/event-bus', version: '0.1.5', singleton: true },
      { name: '@platform/ui', version: '1.0.0', singleton: true },
      { name: 'only-in-remote', version: '7.0.0', singleton: true },
    ],
  };
  expect(sharedSkew(host, remote)).toEqual([]);
});

test('another major of React, the event bus contract or the provider is named with both versions', () => {
  const remote = {
    shared: [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
      { name: '@platform/event-bus', version: '0.2.0', singleton: true },
      { name: '@platform/ui', version: '2.0.0', singleton: true },
    ],
  };
  const problems = sharedSkew(host, remote);
  expect(problems).toEqual([
    { singleton: 'react', host: '19.2.0', remote: '20.0.0', requiredVersion: '^20.0.0' },
    { singleton: '@platform/event-bus', host: '0.1.0', remote: '0.2.0' },
    { singleton: '@platform/ui', host: '1.4.2', remote: '2.0.0' },
  ]);
  expect(describeSkew('mf-folders', problems.slice(0, 1))).toBe(
    'remote "mf-folders" was built against an incompatible major of shared singleton(s): react 20.0.0 (shell provides 19.2.0); it is not mounted',
  );
});

test('host versions may be given as a map; the required range is used when the build version is missing', () => {
  expect(sharedVersions(host)).toEqual({ react: '19.2.0', '@platform/event-bus': '0.1.0', '@platform/ui': '1.4.2' });
  expect(sharedSkew({ react: '19.2.0' }, { shared: [{ name: 'react', requiredVersion: '^18.3.0' }] })).toEqual([
    { singleton: 'react', host: '19.2.0', remote: '^18.3.0', requiredVersion: '^18.3.0' },
  ]);
});
