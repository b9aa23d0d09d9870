import { Trans, useLingui } from '@lingui/react/macro';
import { PageHead } from '../../components/page-head';
import { ContactForm, type SendResult } from './contact-form';
import { ContactInfo } from './contact-info';
import type { ContactValues } from './contact-validation';

/**
 * The contact page's content (docs/screens.md "Contact"). The server renders it too
 * (client/first-view/render.tsx), where `send` is never called: no stylesheet, no store here.
 */
export function ContactView({
  initialSubject,
  send,
}: {
  initialSubject: string;
  send: (values: ContactValues) => Promise<SendResult>;
}) {
  const { t } = useLingui();
  return (
    <>
      <PageHead
        title={t`Contact us`}
        lead={t`Questions, a category to add, or a problem with a business? We reply within 24 hours.`}
      />
      <div className="container two-pane contact-layout">
        <section className="card" aria-labelledby="send-message">
          <h2 id="send-message">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm initialSubject={initialSubject} send={send} />
        </section>
        <ContactInfo />
      </div>
    </>
  );
}
