import { useEffect, useEffectEvent, useRef } from 'react';
import { PIN_CODE_PATTERN } from '@terracraft/shared/india/states';
import { usePinLookup } from './use-pin-lookup';

/**
 * Delivery to an address being typed: the PIN's place (handed to `onPlace` once per PIN, to fill
 * the city and state), what is wrong with the PIN (does not exist, not in the chosen state, not
 * served) and whether cash on delivery is offered for `total` (paise).
 */
export function useAddressDelivery({
  pin,
  state,
  total,
  onPlace,
}: {
  pin: string;
  state: string;
  total: number | undefined;
  onPlace(place: { city: string; state: string }): void;
}) {
  const wanted = pin.trim();
  const lookup = usePinLookup(wanted, total);
  const answer = lookup.data?.pin === wanted ? lookup.data : undefined;
  // A PIN already there when the form opens (saved on the cart page) fills nothing: only entering one does.
  const filled = useRef(wanted);
  const place = useEffectEvent(onPlace);

  useEffect(() => {
    if (!answer || filled.current === answer.pin) return;
    filled.current = answer.pin;
    place({ city: answer.district, state: answer.state });
  }, [answer]);

  let problem: string | undefined;
  if (PIN_CODE_PATTERN.test(wanted) && lookup.isError) problem = lookup.error.message;
  else if (answer && state && !answer.states.includes(state)) {
    problem = `PIN code ${answer.pin} is in ${answer.states.join(' or ')}, not ${state}.`;
  } else if (answer && !answer.serviceable) problem = answer.reason;

  return {
    answer,
    problem,
    /** Until the PIN is known, cash on delivery is offered; the server checks it again. */
    cod: answer?.cod ?? { available: true, fee: 0 },
  };
}
