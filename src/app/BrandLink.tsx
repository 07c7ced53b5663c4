import { useState } from 'react';
import { logoWidth } from '@/domain/presentation';
import { commonText as t } from '@/i18n/common';

/**
 * The header's brand: the logo of a hotel or a hotel group, linked to its home, at the spec's
 * width (100 px, 300 px for logos wider than 16:9, known once the image has loaded); its name
 * where it has no logo.
 */
export function BrandLink({ href, name, logoUrl }: { href: string; name: string; logoUrl: string | null }) {
  const [logoPx, setLogoPx] = useState(100);
  return (
    <a className="site-header__brand" href={href}>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={t('brandHome', { name })}
          width={logoPx}
          onLoad={(event) => setLogoPx(logoWidth(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight))}
        />
      ) : (
        <span>{name}</span>
      )}
    </a>
  );
}
