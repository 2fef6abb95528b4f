import { formatAmount } from '@ladrive/design-system';
import { useT } from '../../../i18n';

/** A line taken off the host's money: '−$504.71', or '—' when nothing is taken (not '−$0.00'). */
export function useDeduction() {
  const t = useT();
  return (amount: string) =>
    Number(amount) === 0 ? t('common.nothing') : t('common.deduction', { amount: formatAmount(amount) });
}
