import { linkExpiryNote } from './link-expiry';
import { renderMailTemplate } from './render-template';

describe('renderMailTemplate', () => {
  const values = { FirstName: 'Ann <b>', LastName: 'Lee', CompanyName: 'Lift & Co', Link: 'https://portal.example/reset-password/abc' };

  it('fills the placeholders in the text as given', () => {
    const { text } = renderMailTemplate('ResetPasswordEmailContent', 'Dear {FirstName},\n\nreset here: {Link}\n{CompanyName}', values);
    expect(text).toBe('Dear Ann <b>,\n\nreset here: https://portal.example/reset-password/abc\nLift & Co');
  });

  it('escapes values in the HTML and turns a URL into a link', () => {
    const { html } = renderMailTemplate('ResetPasswordEmailContent', 'Dear {FirstName},\n\nreset here: {Link}', values);
    expect(html).toContain('<p>Dear Ann &lt;b&gt;,</p>');
    expect(html).toContain('<a href="https://portal.example/reset-password/abc">https://portal.example/reset-password/abc</a>');
    expect(html).not.toContain('<b>');
  });

  it('leaves a placeholder the template may not use as typed', () => {
    const { text } = renderMailTemplate('ResetPasswordEmailContent', '{Message} {FirstName}', values);
    expect(text).toBe('{Message} Ann <b>');
  });

  it('escapes markup typed into the template itself', () => {
    const { html } = renderMailTemplate('ResetPasswordEmailContent', '<script>x</script>{LastName}', values);
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;Lee');
  });
});

describe('the expiry of a mailed link (docs/product/registration.md#dead-links)', () => {
  const values = { FirstName: 'Ann', LastName: 'Lee', CompanyName: 'Lift & Co', Link: 'https://portal.example/reset-password/abc' };
  const issued = new Date('2026-03-01T10:15:00Z');

  it('says how long and until when, in UTC', () => {
    expect(linkExpiryNote(3600, issued)).toBe('This link works once, for 1 hour: until March 1, 2026 at 11:15 AM UTC. After that, ask for a new one.');
    expect(linkExpiryNote(7 * 24 * 3600, issued)).toContain('for 7 days: until March 8, 2026 at 10:15 AM UTC');
  });

  it('ends the mail, in the text and in the HTML, whatever the template says', () => {
    const note = linkExpiryNote(3600, issued);
    const { text, html } = renderMailTemplate('ResetPasswordEmailContent', 'Reset here: {Link}\n', values, note);
    expect(text).toBe(`Reset here: https://portal.example/reset-password/abc\n\n${note}`);
    expect(html).toContain(`<p>${note}</p>`);
  });
});
