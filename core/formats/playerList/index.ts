// Player lists (never tournaments): the DSB spieler.csv / vereine.csv and generic CSV/TSV lists.
export {
  parsePlayerList,
  parseClubList,
  type PlayerList,
  type PlayerListEntry,
  type ClubList,
} from './playerList.ts';
export { findPlayers, foldName, type PlayerQuery } from './search.ts';
export { PLAYER_LIST_COLUMNS, type PlayerListColumn } from './columns.ts';
