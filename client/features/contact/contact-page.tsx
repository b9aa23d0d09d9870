import { useSearchParams } from 'react-router-dom';
import { useTakeOverFirstView } from '../../app/first-view';
import { useDocumentMeta } from '../../lib/document-meta';
import { CONTACT_META } from '../../../sync/public-pages';
import { settled } from '../../lib/outbox-result';
import { discardEntry, enqueue } from '../../store/outbox';
import type { SendResult } from './contact-form';
import { ContactView } from './contact-view';
import type { ContactValues } from './contact-validation';
import './contact.css';

/** The message goes through the outbox, so it can be written offline and is sent exactly once. */
async function sendMessage(values: ContactValues): Promise<SendResult> {
  const id = await enqueue('message.create', values);
  const result = await settled(id);
  if (result.state === 'refused') {
    // the author sees the failure here and may send again; the refused copy is not kept twice
    await discardEntry(id);
    throw new Error(result.message);
  }
  return result.state === 'sent' ? 'sent' : 'queued';
}

/** Contact, /contact-us (docs/screens.md "Contact"): the form, our address, e-mail, phone, hours and quick links. */
export default function ContactPage() {
  useDocumentMeta(CONTACT_META);
  useTakeOverFirstView(true);
  const [params] = useSearchParams();
  return <ContactView initialSubject={params.get('subject') ?? ''} send={sendMessage} />;
}
