import { Store } from 'lucide-react';
import { Thumbnail } from '@/components/ui/thumbnail';

export function ShopLogo({ logo, size = 'md' }: { logo: string | null; size?: 'md' | 'lg' }) {
  return (
    <Thumbnail
      src={logo}
      icon={Store}
      className={`${size === 'lg' ? 'size-16' : 'size-12'} rounded-lg`}
    />
  );
}
