import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const badgeVariants = cva(
  'inline-flex shrink-0 items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      tone: {
        neutral: 'border-slate-200 bg-slate-100 text-slate-800',
        brand: 'border-brand-100 bg-brand-50 text-brand-800',
        green: 'border-green-200 bg-green-50 text-green-800',
        yellow: 'border-yellow-200 bg-yellow-50 text-yellow-900',
        red: 'border-red-200 bg-red-50 text-red-800',
        purple: 'border-staff-100 bg-staff-100 text-staff-700',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-testid="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}
