/** Sets the page title and the description and keywords meta tags of the current screen. */
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { pageText, type PageText } from '../../sync/public-paths';

const SITE = 'Soko Uganda';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** The page's words in the reader's language: a message of sync/public-pages.ts, or text as it is. */
export function useDocumentMeta(meta: {
  title: PageText;
  description?: PageText;
  keywords?: string;
  exactTitle?: boolean;
}) {
  const { i18n } = useLingui();
  const title = pageText(meta.title, i18n);
  const description = meta.description === undefined ? undefined : pageText(meta.description, i18n);
  const { keywords, exactTitle } = meta;
  useEffect(() => {
    document.title = exactTitle ? title : `${title} · ${SITE}`;
    if (description) setMeta('description', description);
    if (keywords) setMeta('keywords', keywords);
  }, [title, description, keywords, exactTitle]);
}
