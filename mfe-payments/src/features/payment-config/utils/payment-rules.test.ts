import { COMPANY_1000, customizing } from '../../../testing/fixtures';
import { paymentRulesOf } from './payment-rules';

describe('the instruction links of the payment configuration (docs/security/configuration-values.md)', () => {
  it('keeps absolute http(s) links and drops any other value the ERP sends', () => {
    const rules = paymentRulesOf(
      {
        ...customizing('1000', COMPANY_1000),
        CcvideoUrl: 'https://videos.example/card?v=1',
        CcpdfUrl: 'javascript:alert(document.cookie)',
        EcvideoUrl: 'data:text/html,<script>alert(1)</script>',
        EcpdfUrl: '/relative/echeck.pdf',
      },
      '1000',
    );
    expect(rules.instructions).toEqual({ cardVideo: 'https://videos.example/card?v=1', cardPdf: '', echeckVideo: '', echeckPdf: '' });
  });
});
