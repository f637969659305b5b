import { useEffect, useState } from 'react';
import { api } from '../../core';

/**
 * 在线助手 (chat_gpt/get_url): the configured assistant opens in a new window, like the online
 * service link; when none is configured (or the call fails) there is no link at all.
 */
export function AssistantLink({ label }: { label: string }) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    let live = true;
    api
      .call('chat_gpt/get_url', {})
      .then((d) => live && /^https?:\/\//.test(d.url) && setUrl(d.url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" class="sf-topbar__assistant">
      {label}
    </a>
  ) : null;
}
