import type { CommunicationChannel } from '@quire/domain';
import type { TFunction } from 'i18next';

/** How the panel names the §3 communication channels. */
export const channelLabel = (t: TFunction, channel: CommunicationChannel): string =>
  t(`editor.signers.channels.${channel}`);
