import { createContext, useContext } from 'react';
import type { SigningField } from '../use-signing-state.ts';

/**
 * The pack's fields as the signer sees them now, so a metadata control can read what its parent
 * control holds (the parent may be on another page or document of the pack).
 */
export const MetaDataFieldsContext = createContext<ReadonlyMap<string, SigningField>>(new Map());

export const useMetaDataFields = () => useContext(MetaDataFieldsContext);
