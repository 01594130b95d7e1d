/** The server clock moved to lib/realtime (lot cards share it); the lot pages keep importing it from here. */
export { phaseAt, useLotPhase, useServerClockSync, useServerNow, type LotPhase } from '../../../lib/realtime/server-clock';
