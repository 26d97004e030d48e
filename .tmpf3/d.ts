import { splitTableText } from '../core/formats/crosstableText.ts';
const text = "No.,Name,Title,Fed,Club,DWZ,Elo,Birth,1,2,3,4,Pts\n1,ßß öTéßzäjR,WFM,GER,CSäääßé äü,1721-37,1577,1973,x,-,-,1,1\n2,aéYäüYä öüéö üüöüöä,IM,GER,ößöük,1637,1062,2020,+,x,1,,2\n3,\"Süß, XßsbpNßc\",WFM,GER,,883-113,1631,,-,0,x,+,1\n4,\"ööRöüößG, éßüäü\",CM,GER,ßéüjüö,2469-149,1007,,0,,-,x,0\n";
const s = splitTableText(text);
console.log(s.delimiter, s.rows.map(r => r.length), s.rows[0]);
