// Parsers for rating input shared by the DWZ and Elo front ends (rating cells, lists of rated games).
export { parseDwzRating, parseRatedGames, parseRatingNumber, type ParsedGame } from './parseRating.ts';
