import { CARD_EXPIRY_MAIL_SUBJECT, renderCardExpiryMail } from './card-expiry-mail';

describe('the card-expiry reminder', () => {
  const mail = renderCardExpiryMail({
    firstName: 'Sam',
    card: 'Visa <Company> card',
    account: '100200',
    expiresOn: 'March 31, 2026',
    link: 'https://portal.example.com/settings/payment-methods',
  });

  it('names the card, the account, the day and the payment methods page', () => {
    expect(mail.subject).toBe(CARD_EXPIRY_MAIL_SUBJECT);
    expect(mail.text).toContain('Hello Sam,');
    expect(mail.text).toContain('the Visa <Company> card saved for account 100200 expires on March 31, 2026.');
    expect(mail.text).toContain('https://portal.example.com/settings/payment-methods');
  });

  it('escapes what it is given in the HTML and makes the link a link', () => {
    expect(mail.html).toContain('Visa &lt;Company&gt; card');
    expect(mail.html).not.toContain('<Company>');
    expect(mail.html).toContain('href="https://portal.example.com/settings/payment-methods"');
  });
});
