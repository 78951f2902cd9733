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
