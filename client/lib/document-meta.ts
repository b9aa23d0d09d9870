/** Sets the page title and the description and keywords meta tags of the current screen. */
import { useEffect } from 'react';

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

export function useDocumentMeta(meta: {
  title: string;
  description?: string;
  keywords?: string;
  exactTitle?: boolean;
}) {
  const { title, description, keywords, exactTitle } = meta;
  useEffect(() => {
    document.title = exactTitle ? title : `${title} · ${SITE}`;
    if (description) setMeta('description', description);
    if (keywords) setMeta('keywords', keywords);
  }, [title, description, keywords, exactTitle]);
}
