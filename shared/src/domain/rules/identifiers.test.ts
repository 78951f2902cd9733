import { VALIDATION } from '../constants/validation';
import { registrationRequestSchema, passwordResetRequestSchema, selfRegistrationSchema } from '../schemas/registration';
import { loginSchema } from '../schemas/login';
import { userFormSchema } from '../schemas/user';
import { IDENTIFIER_MESSAGES } from '../constants/identifier-messages';
import { identifierProblem } from './identifier-problems';
import { normalizeIdentifier, sameIdentifier } from './identifiers';

const M = IDENTIFIER_MESSAGES;

describe('logins and e-mail addresses (docs/security/identifiers.md)', () => {
  it.each([
    ['admin@portal.test.', 'admin@portal.test'],
    ['admin@portal.test...', 'admin@portal.test'],
    ['admin@portal\u3002test', 'admin@portal.test'],
    ['admin@portal\uff0etest', 'admin@portal.test'],
    ['admin@portal\uff61test', 'admin@portal.test'],
    ['\uff41\uff44\uff4d\uff49\uff4e@portal.test', 'admin@portal.test'],
    ['\uff21\uff24\uff2d\uff29\uff2e\uff20\uff50\uff4f\uff52\uff54\uff41\uff4c\uff0e\uff54\uff45\uff53\uff54', 'admin@portal.test'],
    ['  Admin@Portal.TEST \u3000', 'admin@portal.test'],
    ['first.last.', 'first.last.'],
    ['Émile@exemple.fr', 'émile@exemple.fr'],
  ])('normalises %j to %j', (typed, normal) => {
    expect(normalizeIdentifier(typed)).toBe(normal);
    expect(sameIdentifier(typed, normal)).toBe(true);
    expect(normalizeIdentifier(normal)).toBe(normal);
  });

  it.each([
    ['admin\u200b@portal.test', 'invisible'],
    ['\u200badmin@portal.test', 'invisible'],
    ['admin@portal.test\u200d', 'invisible'],
    ['ad\u00admin@portal.test', 'invisible'],
    ['admin\u202e@portal.test', 'invisible'],
    ['admin\u2066@portal.test', 'invisible'],
    ['admin\u3164@portal.test', 'invisible'],
    ['admin\ufe0f@portal.test', 'invisible'],
    ['admin\u0007@portal.test', 'invisible'],
    ['admin\n@portal.test', 'invisible'],
    ['admin\ue000@portal.test', 'invisible'],
    ['ad min@portal.test', 'space'],
    ['ad\u00a0min@portal.test', 'space'],
    ['\u0430dmin@portal.test', 'mixedScripts'],
    ['p\u0430yer', 'mixedScripts'],
    ['\u03bfscar@portal.test', 'mixedScripts'],
  ])('refuses %j (%s)', (typed, problem) => {
    expect(identifierProblem(normalizeIdentifier(typed))).toBe(problem);
  });

  it.each(['admin@portal.test', 'jp@portal.test', 'émile@exemple.fr', '山田@例え.jp', 'yamada.たろう@portal.test', 'иван@пример.рф', 'first.last.'])(
    'takes %j',
    (typed) => expect(identifierProblem(normalizeIdentifier(typed))).toBeNull(),
  );

  it('lets every form cast to the normalised form and refuse look-alike characters with a message', async () => {
    const user = { FirstName: 'A', LastName: 'B', Company: 'C', Status: 'active', PrimaryAccountTypeId: 1, UserRole: 'user', Permissions: [] };
    const cast = await userFormSchema.validate({ ...user, Login: 'ＡＤＭＩＮ@portal.test.', Email: 'Admin@Portal\u3002Test' });
    expect(cast).toMatchObject({ Login: 'admin@portal.test', Email: 'admin@portal.test' });
    await expect(userFormSchema.validate({ ...user, Login: 'admin\u200b@portal.test', Email: 'a@portal.test' })).rejects.toThrow(M.invisible);
    await expect(userFormSchema.validate({ ...user, Login: '\u0430dmin@portal.test', Email: 'a@portal.test' })).rejects.toThrow(M.mixedScripts);
    await expect(userFormSchema.validate({ ...user, Login: 'a@portal.test', Email: 'admin\u200b@portal.test' }, { abortEarly: false })).rejects.toMatchObject({
      errors: [M.invisible, VALIDATION.user.email],
    });
    const request = { firstName: 'A', lastName: 'B', company: 'C', message: 'M' };
    expect((await registrationRequestSchema.validate({ ...request, email: 'Pat@Example.test.' })).email).toBe('pat@example.test');
    await expect(registrationRequestSchema.validate({ ...request, email: 'pat\u2060@example.test' })).rejects.toThrow(M.invisible);
    expect((await selfRegistrationSchema.validate({ ...request, email: 'ｐａｔ@example.test', password: 'Long-enough-1', verifyPassword: 'Long-enough-1' })).email).toBe('pat@example.test');
    expect((await passwordResetRequestSchema.validate({ email: 'PAT@EXAMPLE\u3002TEST' })).email).toBe('pat@example.test');
    expect((await loginSchema.validate({ login: ' ＳoldTo@Portal.test. ', password: 'x' })).login).toBe('soldto@portal.test');
  });
});
