import { REGISTRATION_REJECTION_MAIL_SUBJECT, registrationRejectionSchema } from '../constants/registration-rejection';
import { renderRegistrationRejection } from './registration-rejection-mail';

describe('the registration rejection mail (docs/product/users-and-admin.md#registration-requests-list)', () => {
  it("carries the requester's name, the company and the reason, escaped in the HTML", () => {
    const mail = renderRegistrationRejection({ firstName: 'Rita', companyName: 'Acme Elevators', reason: 'Owners <only> & tenants not' });
    expect(mail.subject).toBe(REGISTRATION_REJECTION_MAIL_SUBJECT);
    expect(mail.text).toContain('Dear Rita,');
    expect(mail.text).toContain('Owners <only> & tenants not');
    expect(mail.text).toContain('Acme Elevators');
    expect(mail.html).toContain('Owners &lt;only&gt; &amp; tenants not');
    expect(mail.html).not.toContain('<only>');
  });

  it('needs a reason that is not only spaces', async () => {
    await expect(registrationRejectionSchema.validate({ Reason: '  ' })).rejects.toThrow('A reason is required.');
    await expect(registrationRejectionSchema.validate({ Reason: ' No. ' })).resolves.toEqual({ Reason: 'No.' });
  });
});
