import {
  allowedOrderActions,
  type DeliveryChargePaymentStatus,
  type OrderStage,
  type OrderType,
  type PaymentProofStatus,
} from '@mp/contract/oms/orders';
import { memberAccess, toMemberAccessAnswer } from '@mp/contract/ums/permissions';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/lib/access';
import { I18nProvider, translate } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ACTION_LABEL } from '../lib/stage-style';
import { OrderActions } from './order-actions';

type State = {
  stage: OrderStage;
  orderType: OrderType;
  deliveryChargePaymentStatus: DeliveryChargePaymentStatus;
  paymentProofStatus: PaymentProofStatus;
};

/** An owner's role: every action the stage allows. */
const { permissions: ownerPermissions } = toMemberAccessAnswer(memberAccess('owner'));

function renderActions(state: State, permissions = ownerPermissions) {
  const order = { id: 7, orderNumber: 'ORD-2611-000007', ...state };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider>
        <AccessProvider permissions={permissions}>
          <OrderActions order={order} allowed={allowedOrderActions(order)} layout="bar" />
        </AccessProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByTestId('order-action-bar'));
}

const enabledButtons = (bar: ReturnType<typeof renderActions>) =>
  bar
    .getAllByRole('button')
    .filter((button) => !(button as HTMLButtonElement).disabled)
    .map((button) => button.textContent)
    .sort();

const labels = (state: State) =>
  allowedOrderActions(state)
    .map((action) => translate('en', ACTION_LABEL[action]))
    .sort();

describe('order action buttons', () => {
  it('offer exactly the actions the contract allows in each state', () => {
    const states: State[] = [
      {
        stage: 'placed',
        orderType: 'COD',
        deliveryChargePaymentStatus: 'unpaid',
        paymentProofStatus: 'none',
      },
      {
        stage: 'placed',
        orderType: 'B2B',
        deliveryChargePaymentStatus: 'paid',
        paymentProofStatus: 'pending',
      },
      {
        stage: 'in_inspection',
        orderType: 'COD',
        deliveryChargePaymentStatus: 'paid',
        paymentProofStatus: 'none',
      },
      {
        stage: 'ready_to_dispatch',
        orderType: 'COD',
        deliveryChargePaymentStatus: 'paid',
        paymentProofStatus: 'none',
      },
      {
        stage: 'dispatched',
        orderType: 'B2B',
        deliveryChargePaymentStatus: 'paid',
        paymentProofStatus: 'valid',
      },
      {
        stage: 'delivered',
        orderType: 'COD',
        deliveryChargePaymentStatus: 'paid',
        paymentProofStatus: 'none',
      },
    ];
    for (const state of states) {
      const bar = renderActions(state);
      expect(enabledButtons(bar), state.stage).toEqual(labels(state));
      document.body.innerHTML = '';
    }
  });

  it('show a placed COD order Confirm, Cancel order and Add note, and nothing else', () => {
    const bar = renderActions({
      stage: 'placed',
      orderType: 'COD',
      deliveryChargePaymentStatus: 'unpaid',
      paymentProofStatus: 'none',
    });
    expect(enabledButtons(bar)).toEqual(['Add note', 'Cancel order', 'Confirm']);
    expect(bar.queryByRole('button', { name: 'Dispatch' })).toBeNull();
  });

  it('keep Request pickup disabled while the delivery charge is unpaid, and say why', () => {
    const bar = renderActions({
      stage: 'dispatch_requestable',
      orderType: 'COD',
      deliveryChargePaymentStatus: 'unpaid',
      paymentProofStatus: 'none',
    });
    const request = bar.getByRole('button', { name: 'Request pickup' });
    expect((request as HTMLButtonElement).disabled).toBe(true);
    expect(request.getAttribute('aria-describedby')).toBeTruthy();
    expect(bar.getByText('Waiting for the delivery charge')).toBeTruthy();
    expect(enabledButtons(bar)).toEqual(['Add note', 'Cancel order']);
  });

  it('enable Request pickup once the delivery charge is paid', () => {
    const bar = renderActions({
      stage: 'dispatch_requestable',
      orderType: 'COD',
      deliveryChargePaymentStatus: 'paid',
      paymentProofStatus: 'none',
    });
    expect(enabledButtons(bar)).toEqual(['Add note', 'Cancel order', 'Request pickup']);
    expect(bar.queryByText('Waiting for the delivery charge')).toBeNull();
  });

  it('ask why a B2B order goes ahead when its payment proof is not valid, before sending anything', async () => {
    const bar = renderActions({
      stage: 'placed',
      orderType: 'B2B',
      deliveryChargePaymentStatus: 'paid',
      paymentProofStatus: 'pending',
    });
    fireEvent.click(bar.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Confirm order ORD-2611-000007 without a valid payment proof?',
    });
    expect(within(dialog).getByText(/Payment proof: Proof pending/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Why it goes ahead')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirm anyway' })).toBeTruthy();
  });

  it('offer a packer only what its role may take: the hand-over, not a cancel', () => {
    const packer = toMemberAccessAnswer(memberAccess('packer')).permissions;
    const bar = renderActions(
      {
        stage: 'ready_to_dispatch',
        orderType: 'COD',
        deliveryChargePaymentStatus: 'paid',
        paymentProofStatus: 'none',
      },
      packer,
    );
    expect(enabledButtons(bar)).toEqual(
      [
        translate('en', ACTION_LABEL['cancel-pickup-request']),
        translate('en', ACTION_LABEL.dispatch),
      ].sort(),
    );
  });
});
