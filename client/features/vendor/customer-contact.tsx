import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChatIcon, PhoneIcon } from '../../components/icons';
import { telLink, whatsappLink } from '../business-profile/contact-links';
import { localPhone } from '../../../sync/phone';

/**
 * The first WhatsApp message of a hired vendor: who writes and about which request, so the
 * customer knows the chat from a stranger's. Without the business's name (not loaded yet) it
 * still names Soko and the request.
 */
function hiredMessage(firstName: string, businessName: string | undefined, query: string): string {
  return businessName
    ? translate`Hello ${firstName}, this is ${businessName} on Soko about your request "${query}".`
    : translate`Hello ${firstName}, I am writing from Soko about your request "${query}".`;
}

type Props = { firstName: string; phone: string; businessName?: string; query: string };

/**
 * The customer's contact on a lead that ended in a hire: accepting a quote shows each side the
 * other's contact (docs/product.md, "Requests and quotes"). The buttons wrap on a narrow phone.
 */
export function CustomerContact({ firstName, phone, businessName, query }: Props) {
  const { t } = useLingui();
  const number = localPhone(phone);
  return (
    <section className="notice notice-success" aria-label={t`Customer contact`} style={{ margin: '12px 0 0' }}>
      <p style={{ margin: 0 }}>
        <strong>
          <Trans>Customer: {firstName}</Trans>
        </strong>
      </p>
      <p className="small" style={{ margin: '2px 0 8px', overflowWrap: 'anywhere' }}>
        <Trans>
          You were hired. Call or message {firstName} on {number} to arrange the job.
        </Trans>
      </p>
      <div className="btn-row">
        <a className="btn btn-primary btn-sm" href={telLink(phone)}>
          <PhoneIcon /> <Trans>Call</Trans>
        </a>
        <a
          className="btn btn-whatsapp btn-sm"
          href={whatsappLink(phone, hiredMessage(firstName, businessName, query))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ChatIcon /> WhatsApp
        </a>
      </div>
    </section>
  );
}
