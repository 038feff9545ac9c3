import { ProtectionLimitKind, type ProtectionSettings } from '@/api/generated/model';
import { ExclusionTool } from './exclusion-tool';
import { MinutesTools } from './minutes-tools';
import { MoneyLimits } from './money-limits';

/**
 * The protection tools, in the order of the responsible gaming screen: deposit limits, loss
 * limits, the session-time limit and the reality check, time-out and self-exclusion.
 * `depositOnly`: the deposit limits alone (the offer before a first deposit, outside mga).
 */
export function ProtectionTools({
  settings,
  depositOnly = false,
}: {
  settings: ProtectionSettings;
  depositOnly?: boolean;
}) {
  return (
    <>
      <MoneyLimits
        kind={ProtectionLimitKind.DEPOSIT}
        limits={settings.deposit_limits}
        currency={settings.currency}
      />
      {depositOnly ? null : (
        <>
          <MoneyLimits
            kind={ProtectionLimitKind.LOSS}
            limits={settings.loss_limits}
            currency={settings.currency}
          />
          <MinutesTools settings={settings} />
          <ExclusionTool settings={settings} />
        </>
      )}
    </>
  );
}
