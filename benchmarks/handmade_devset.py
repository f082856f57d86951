"""Score the hand-written, hand-checked dev set (``handmade_documents.py``) in the shapes of real text:
wire stories with results tables and ALL-CAPS headlines, social-media posts, nursing notes, biographies.

The template dev sets (``general_devset.py``, ``kinds_devset.py``) are filled by Faker, and their
layouts are few. These documents were written by hand, one by one, in the shapes real collections
have (a dateline, a topic tag, a standings table, a scorecard, a repost, a shorthand note), with names
that are not Faker's; each lists its gold strings, and the offsets are found in the text. Nothing here
comes from a public benchmark.

``LANGUAGE_DOCUMENTS`` and ``LANGUAGE_CHECK_DOCUMENTS`` (wire copy in Spanish, Dutch, German, Italian)
are scored per language. The 30
``CHECK_DOCUMENTS`` were written later and scored once before any rule looked at them; they are
reported apart. ``python benchmarks/handmade_devset.py [--misses]`` scores pii_detector, Presidio and spaCy's small
English NER where installed: word-token recall of the gold (a token counts when a predicted span of
any type covers it) and name precision (the share of the word tokens a system calls a person, place or
organisation that lie in a gold string), per kind and overall; ``--misses`` prints, per document, the
gold words pii_detector missed and the name spans it gave outside the gold. Writes
``benchmarks/results/handmade_devset.json``.
"""
from __future__ import annotations

import importlib
import json
import re
from typing import Any

import detect
import harness
from handmade_documents import CHECK_DOCUMENTS, DOCUMENTS, LANGUAGE_CHECK_DOCUMENTS, LANGUAGE_DOCUMENTS

KINDS = ("news", "social", "clinical", "bio")
#: our and the peers' types that name a person, place or organisation (name precision)
NAME_LABELS = frozenset({"PERSON", "ORG", "LOC", "GPE", "FAC", "LOCATION", "ORGANIZATION"})
_WORD = re.compile(r"\w+(?:['’]\w+)*|[@#]\w+|r/\w+")


def gold_spans(text: str, names: list[str]) -> list[tuple[int, int]]:
    """Every occurrence of every listed name, as whole words; an error names a listed name not found."""
    spans = []
    for name in names:
        hits = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", text)]
        if not hits:
            raise ValueError(f"{name!r} is not in its document: {text[:60]!r}")
        spans += hits
    return spans


def words(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _WORD.finditer(text)]


def inside(word: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(a <= word[0] and word[1] <= b for a, b in spans)


def score(system, documents: list[tuple[str, str, list[str]]]) -> dict[str, Any]:
    """Token recall of the names and name precision, per kind and overall."""
    tallies = {kind: [0, 0, 0, 0] for kind in (*KINDS, "all")}  # found, gold, named-and-gold, named
    for kind, text, names in documents:
        gold = gold_spans(text, names)
        predicted = system(text)
        every = [(a, b) for a, b, _ in predicted]
        named = [(a, b) for a, b, label in predicted if label in NAME_LABELS]
        for word in words(text):
            in_gold, in_named = inside(word, gold), inside(word, named)
            for key in (kind, "all"):
                tallies[key][0] += in_gold and inside(word, every)
                tallies[key][1] += in_gold
                tallies[key][2] += in_gold and in_named
                tallies[key][3] += in_named
    return {kind: {"name_token_recall": round(t[0] / t[1], 4) if t[1] else None,
                   "name_token_precision": round(t[2] / t[3], 4) if t[3] else None, "gold_tokens": t[1]}
            for kind, t in tallies.items()}


def systems() -> dict[str, Any]:
    """pii_detector, and the peers where installed (``detect.py``'s runs): text -> [(start, end, label)]."""
    runs: dict[str, Any] = {"pii_detector": detect.pii_detector_default(8, typed=True)}
    for name, make in (("presidio", detect.presidio), ("spacy_sm", detect.spacy_ner)):
        try:
            runs[name] = make(8, typed=True)
        except (ImportError, OSError) as error:
            print(f"{name}: not run ({error})")
    return {name: (lambda text, run=run: run([text])[0]) for name, run in runs.items()}


def print_misses(system, documents: list[tuple[str, str, list[str]]]) -> None:
    """The gold words ``system`` missed and the name spans it gave outside the gold, per document."""
    for kind, text, names in documents:
        gold, predicted = gold_spans(text, names), system(text)
        every = [(a, b) for a, b, _ in predicted]
        missed = [text[a:b] for a, b in words(text) if inside((a, b), gold) and not inside((a, b), every)]
        extra = [f"{text[a:b]}/{label}" for a, b, label in predicted
                 if label in NAME_LABELS and not inside((a, b), gold)]
        if missed or extra:
            print(f"{kind}: missed {missed} named {extra} | {text[:50]!r}")


def score_languages(by_language: dict[str, list[tuple[str, list[str]]]], peers: bool = True) -> dict[str, dict[str, Any]]:
    """Per language of ``by_language``: pii_detector for that language, and where ``peers``, Presidio and
    spaCy in English (what a user without another model runs), all names counted as one kind."""
    scores: dict[str, dict[str, Any]] = {}
    for lang, documents in by_language.items():
        as_news = [("news", text, names) for text, names in documents]
        runs = {"pii_detector": detect.pii_detector_default(8, lang=lang, typed=True)}
        for name, make in (("presidio", detect.presidio), ("spacy_sm", detect.spacy_ner)) if peers else ():
            try:
                runs[name] = make(8, typed=True)
            except (ImportError, OSError):
                continue
        scores[lang] = {name: score(lambda text, run=run: run([text])[0], as_news)["news"] for name, run in runs.items()}
        print(lang, {name: (v["name_token_recall"], v["name_token_precision"]) for name, v in scores[lang].items()})
    return scores


#: the later sets scored on their own, in the order they were written: flag -> title. Each flag's module
#: ``handmade_<flag>.py`` holds ``<FLAG>_DOCUMENTS`` (English) and ``<FLAG>_LANGUAGE_DOCUMENTS`` (per
#: language); its scores go to ``results/handmade_<flag>.json``
LATER_SETS = {
    "fresh": "hand-written third set (names only), written 2026-11-26",
    "fourth": "hand-written fourth set (names only; lower-case posts, German institutions), written 2026-11-26",
    "fifth": "hand-written fifth set (names only), written 2026-11-26 after the lowercase and institutions sources",
    "sixth": ("hand-written sixth set (names only; forum posts, ICU nursing notes, wire tables, six languages), "
              "written 2026-11-27"),
    "seventh": "hand-written seventh set (names only), written 2026-11-27 after the sixth set's rules",
    "eighth": "hand-written eighth set (names only), written 2026-11-27 after the seventh set's rules",
    "ninth": "hand-written ninth set (names only), written 2026-11-27 after the eighth set's rules",
    "tenth": "hand-written tenth set (names only), written 2026-11-27 after the ninth set's rules",
    "eleventh": ("hand-written eleventh set (names only; whole wire stories), written 2026-11-27 after the tenth "
                 "set's rules"),
    "twelfth": ("hand-written twelfth set (names only; letters and notes beside wire copy in every language), "
                "written 2026-11-27 after the tenth and eleventh sets' rules"),
    "thirteenth": ("hand-written thirteenth set (names only; long documents of every kind), written 2026-11-27 after"
                   " the twelfth set's rules"),
    "fourteenth": ("hand-written fourteenth set (names only; posts with lower-case names, wire tables, six "
                   "languages), written 2026-11-27 after the thirteenth set's rules"),
    "fifteenth": ("hand-written fifteenth set (names only; posts and chats, wire copy, notes, six languages), "
                  "written 2026-11-27 after the fourteenth set's rules"),
    "sixteenth": ("hand-written sixteenth set (names only; posts, tables, notes, six languages), written 2026-11-27 "
                  "after the fifteenth set's rules"),
    "seventeenth": ("hand-written seventeenth set (names only; forums, e-mail, leaderboards, notes, CVs, six "
                    "languages), written 2026-11-27 after the sixteenth set's rules"),
    "eighteenth": ("hand-written eighteenth set (names only; chats, reviews, appeals, reports, programmes, six "
                   "languages), written 2026-11-27 after the seventeenth set's rules"),
    "nineteenth": ("hand-written nineteenth set (names only; chats, threads, tables, court and tech stories, notes, "
                   "six languages), written 2026-11-27 after the eighteenth set's rules"),
    "twentieth": ("hand-written twentieth set (names only; group chats, reviews, scorecards, by-elections, notes, "
                  "obituaries, six languages), written 2026-11-27 after the nineteenth set's rules"),
    "twentyfirst": ("hand-written twenty-first set (names only; rants, listings, tennis and F1 tables, letters, "
                    "records, encyclopedia entries, six languages), written 2026-11-27 after the twentieth set's "
                    "rules"),
    "twentysecond": ("hand-written twenty-second set (names only; forums, reviews, chats, race and election returns,"
                     " court lists, ambulance and physio notes, entries, six languages), written 2026-11-27 after "
                     "the twenty-first set's rules"),
    "twentythird": ("hand-written twenty-third set (names only; reply chains, reviews, chats, snooker, planning, "
                    "sentencing and travel stories, ICU, crisis, dental and maternity notes, entries, six "
                    "languages), written 2026-11-27 after the twenty-second set's rules"),
    "twentyfourth": ("hand-written twenty-fourth set (names only; chat exports, listings, forums, rugby and "
                     "by-election results, transfer and inquest stories, letters and notes, entries, six "
                     "languages), written 2026-11-27 after the twenty-third set's rules"),
    "twentyfifth": ("hand-written twenty-fifth set (names only; forum threads, reviews, newsletters, death notices, "
                    "golf and racing results, match and council stories, triage, GP, ambulance and care-home notes, "
                    "entries, six languages), written 2026-11-27 after the twenty-fourth set's rules"),
    "twentysixth": ("hand-written twenty-sixth set (names only; captions, listings, forums, a complaint, darts and "
                    "cycling results, trial and takeover stories, district-nurse, radiology, safeguarding and "
                    "clinic notes, entries, six languages), written 2026-11-27 after the twenty-fifth set's rules"),
    "twentyseventh": ("hand-written twenty-seventh set (names only; gigs, appeals, chats, complaints, bowls "
                      "results, election, court and charity stories, ward, paramedic, outpatient and midwife "
                      "notes, entries, longer wire copy in six languages), written 2026-11-27 after the "
                      "twenty-sixth set's rules"),
    "twentyeighth": ("hand-written twenty-eighth set (names only; reply threads, chat exports, reviews, tennis "
                     "and football results, flood, inquest and appeal stories, discharge, night, care-home and "
                     "dental notes, entries, a signed e-mail, six languages), written 2026-11-27 after the "
                     "twenty-seventh set's rules"),
    "twentyninth": ("hand-written twenty-ninth set (names only; a newsletter, an advert, chats and forums, cricket "
                    "and racing results, planning and sentencing stories, a programme, therapy, carer, referral "
                    "and night notes, entries, six languages), written 2026-11-27 after the twenty-eighth set's "
                    "rules"),
    "thirtieth": ("hand-written thirtieth set (names only; a subreddit post, a listing, a review, a family chat, "
                  "tennis and marathon results, appeal, golf and death-notice copy, discharge, midwife, dental "
                  "and district-nurse notes, entries, six languages), written 2026-11-27 after the twenty-ninth "
                  "set's rules"),
    "thirtyfirst": ("hand-written thirty-first set (names only; posts with handles, a quoted reply, agency copy "
                    "with a standings table, a scoreboard, business, political and court stories, a dictated "
                    "letter, a capitals nursing note, admission and physio notes, entries, six languages), "
                    "written 2026-11-27 after the thirtieth set's rules"),
    "thirtysecond": ("hand-written thirty-second set (names only; posts, agency copy with results and standings "
                     "without brackets, Middle East and company stories, progress, clinic, care-home and triage "
                     "notes, entries, six languages), written 2026-11-27 after the thirty-first set's rules"),
    "thirtythird": ("hand-written thirty-third set (names only; lower-case posts, a retweet, a forum reply, a "
                    "review, a golf leaderboard, a football summary, rugby, Asian politics, bank and court copy, "
                    "mixed, capitals and lower-case notes, a discharge summary, entries, six languages), written "
                    "2026-11-27 after the thirty-second set's rules"),
    "thirtyfourth": ("hand-written thirty-fourth set (names only; posts with handles, a quote-post, a listing, a "
                     "gig review, tennis, cricket and election results, a market headline, company and court copy, "
                     "capitals, lower-case and flowsheet notes, a clinic letter, entries, six languages), written "
                     "2026-11-28 after the thirty-third set's rules"),
    "thirtyfifth": ("hand-written thirty-fifth set (names only; posts with a subreddit, handles, a lost-dog appeal "
                    "and a takeaway review, golf and basketball tables, boxing, shipping, political, obituary and "
                    "transfer copy, capitals, lower-case, triage and discharge notes, entries, six languages), "
                    "written 2026-11-28 after the thirty-fourth set's rules"),
    "thirtysixth": ("hand-written thirty-sixth set (names only; a neighbourhood appeal, a gig post, a review, a "
                    "chat export, a quote with a Greek name, cycling, by-election and cricket tables, court, "
                    "company and political copy, capitals, lower-case, ambulance, clinic-letter, safeguarding and "
                    "ICU notes, entries, six languages), written 2026-11-28 after the thirty-fifth set's rules"),
    "thirtyseventh": ("hand-written thirty-seventh set (names only; mostly posts in mixed and lower case naming "
                      "brands, apps, shops, bands, teams, places and people, a few agency lines, notes and "
                      "entries, two posts per language), written 2026-11-28 after the thirty-sixth set's rules"),
    "thirtyeighth": ("hand-written thirty-eighth set (names only; wire stories with datelines, results lines and "
                     "headlines, nursing notes in capitals and shorthand, entries, a post, agency copy and a note "
                     "per language), written 2026-11-28 after the thirty-seventh set's rules"),
    "thirtyninth": ("hand-written thirty-ninth set (names only; a school fundraiser, a match thread, a landlord "
                    "complaint, a review, a chat, a listing, tennis, golf and rugby tables, an obituary, a "
                    "business brief, a capitals headline, SOAP, capitals, medication, psych and discharge notes, "
                    "entries, a wire line and a post per language), written 2026-11-28 after the "
                    "thirty-eighth set's rules"),
    "fortieth": ("hand-written fortieth set (names only; a lost-pet appeal, a sighting, a shout-out, a subreddit "
                 "question, replies to handles, a forum question, a chat export, a by-election, cycling and "
                 "football tables, court, business and obituary lines, a capitals headline, HPI, capitals, "
                 "lower-case, referral, medication and ICU notes, entries, a wire line and a post per language), "
                 "written 2026-11-28 after the thirty-ninth set's rules"),
    "fortyfirst": ("hand-written forty-first set (names only; a charity run, a bus stop, fans at a stadium, a "
                   "grandmother, a dentist question, a teacher met in a shop, a ticket sale, an award, athletics "
                   "and cricket tables, police, markets and manager lines, a capitals headline, an AP dateline, "
                   "triage, capitals, lower-case, clinic-letter and transfer notes, entries, a wire line and a "
                   "post per language), written 2026-11-28 after the fortieth set's rules"),
    "fortysecond": ("hand-written forty-second set (names only; tweet-like posts, football summaries, a capitals "
                    "headline, Commission, rugby league, travel and press-digest lines, systems-review, "
                    "progress, capitals discharge, old-age, ED and ward-label notes, entries, a wire line and a "
                    "post per language), written 2026-11-28 after the forty-first set's rules"),
    "fortythird": ("hand-written forty-third set (names only; a job announcement, a review, an advice-forum "
                   "story, a group chat, a marathon, a concert queue, a lost wallet, a toast, an election "
                   "result, a cricket line, court, merger, storm and transfer lines, radiology, pharmacy, "
                   "psychiatry, lower-case home-visit, capitals handover and fall notes, entries, a wire line "
                   "and a post per language), written 2026-12-06 after the forty-second set's rules"),
    "fortyfourth": ("hand-written forty-fourth set (names only; a ride caption, a neighbourhood group, a chat with "
                    "handles, a capitals review, hashtags, a graduation, a house move, a recommendation, Formula "
                    "One and golf tables, obituary, capitals, vote and airline lines, discharge, lower-case "
                    "triage, referral, lab, capitals fall and social-work notes, entries, a wire line and a post "
                    "per language), written 2026-12-06 after the forty-third set's rules"),
    "fortyfifth": ("hand-written forty-fifth set (names only; a school fair, a missing cat, a gig list, a commute "
                   "rant, a dating story, a chant, a thank-you, a quoted reply, tennis and by-election tables, "
                   "fire, capitals, minister and market lines, capitals admission, safeguarding, lower-case "
                   "community, theatre-list, bed-board and death notes, entries, a wire line and a post per "
                   "language), written 2026-12-06 after the forty-fourth set's rules"),
    "fortysixth": ("hand-written forty-sixth set (names only; a pub quiz, a lost phone, a running club, a birth, a "
                   "ticket resale, a landlord, a check-in, a tribute, cycling and boxing lines, sentencing, "
                   "capitals, bank and flood lines, capitals ICU, maternity, lower-case district-nurse, "
                   "medicines, transfer and clinic-letter notes, entries, two lines per language), written "
                   "2026-12-06 after the forty-fifth set's rules"),
    "fortyseventh": ("hand-written forty-seventh set (names only; a break-in warning, a wedding, a review, a gaming "
                     "shout-out, a fundraiser, a new job, a lost dog, a dentist question, football and golf "
                     "tables, capitals, election, court and share lines, capitals night, lower-case ward, "
                     "discharge, mental-health, pharmacy and triage notes, entries, two lines per language), "
                     "written 2026-12-06 after the forty-sixth set's rules"),
    "fortyeighth": ("hand-written forty-eighth set (names only; a flat viewing, a match day, an airline complaint, "
                    "an anniversary, a reunion, a tea-room tip, a charity run, a sofa sale, cricket and tennis "
                    "tables, capitals, missing-person, appointment and rail lines, capitals hospice, lower-case "
                    "family-call, referral, safeguarding, physiotherapy and care-home notes, entries, two lines per "
                    "language), written 2026-12-06 after the forty-seventh set's rules"),
    "fortyninth": ("hand-written forty-ninth set (names only; a parish notice, a gym check-in, a found wallet, gig "
                   "thanks, a lower-case school run, a parcel, a book club, a farewell, rugby results, darts, "
                   "capitals, inquest, merger and strike lines, capitals theatre, lower-case night, GP-letter, "
                   "falls, palliative and passport notes, entries, two lines per language), written 2026-12-06 "
                   "after the forty-eighth set's rules"),
    "fiftieth": ("hand-written fiftieth set (names only; a plumber question, a group chat, a lower-case transfer "
                 "moan, a hotel review, a funeral notice, a new job, a forum sign-off, a lost cat, football with "
                 "scorers, a 100 metres list, capitals, by-election, dateline and sentencing lines, capitals "
                 "admission, lower-case night, discharge, age-and-phone, MDT and handover notes, entries, two "
                 "lines per language), written 2026-12-06 after the forty-ninth set's rules"),
    "fiftyfirst": ("hand-written fifty-first set (names only; longer documents: a parked van, a lower-case "
                   "landlord saga, a thread of handles, a match report, market risers and fallers, a robbery in "
                   "court, a capitals day note, a lower-case ICU note, a discharge letter, three entries, one "
                   "longer document per language), written 2026-12-06 after the fiftieth set's rules"),
    "fiftysecond": ("hand-written fifty-second set (names only; longer documents: an e-mail with a signature, a "
                    "chat export, a school newsletter, a police appeal, a death notice, a team sheet, an inquiry, "
                    "a CV's history, a complaint letter, a safeguarding note, a mental-health review, an "
                    "obituary, one longer document per language), written 2026-12-06 after the fifty-first "
                    "set's rules"),
    "fiftythird": ("hand-written fifty-third set (names only; a forum title, a family roast, a run, a lower-case "
                   "politics post, a dentist review, lost keys, a cricket scorecard, an election result, a victim "
                   "named by police, a court list, an American history, a discharge with a care agency, a "
                   "take-home note, entries, one document per language), written 2026-12-06 after the "
                   "fifty-second set's rules"),
    "fiftyfourth": ("hand-written fifty-fourth set (names only; a garage review, a reply to a supermarket's "
                    "handle, a forum's family abbreviations, a recommendation, a rail disruption, a transfer "
                    "rumour, a golf leaderboard, an ED note, a GP's practice, an entry, one document per "
                    "language), written 2026-12-06 after the fifty-third set's rules"),
    "fiftyfifth": ("hand-written fifty-fifth set (names only; a florist's shout-out, a motorway jam, a bakery "
                   "question, a lower-case holiday, team news, a flood headline in capitals, a rugby results "
                   "table, a market story, a night note in capitals, a lower-case community note, an entry, an "
                   "e-mail's signature, one document per language), written 2026-12-06 after the fifty-fourth "
                   "set's rules"),
    "fiftysixth": ("hand-written fifty-sixth set (names only; a thank-you to an aunt and an uncle, a removals "
                   "complaint, a reply to a football fan, a lower-case congratulation, a nursery's notice, a crash "
                   "victim named by police, an MP on a hospital closure, a cricket scoreboard, a tennis headline "
                   "in capitals, a handover, a discharge in capitals, an entry, one document per language), "
                   "written 2026-12-06 after the fifty-fifth set's rules"),
    "fiftyseventh": ("hand-written fifty-seventh set (names only; a job announcement, a property listing, a quoted "
                     "forum reply, a lost dog, a chat export line, council minutes, a transfer, a court listing, a "
                     "referral letter, a night note in capitals, an obituary, a school newsletter, one document "
                     "per language), written 2026-12-06 after the fifty-sixth set's rules"),
    "fiftyeighth": ("hand-written fifty-eighth set (names only; a chance meeting with a handle, a lower-case "
                    "request for a plumber, a guest-house review, a group-chat aside, a stage result table, a "
                    "manager's appointment in capitals, a hospital's award, a magistrates' court, a ward note in "
                    "lower-case shorthand, an admission in capitals, an e-mail's signature, a chef's CV, a "
                    "painter's biography, a registration form, one document per language), written 2026-12-06 "
                    "after the fifty-seventh set's rules"),
    "fiftyninth": ("hand-written fifty-ninth set (names only; a standings table in capitals, a surname alone, a "
                   "minister and a council, a trial named by its town, a tennis result in capitals, phones after "
                   "W: and H:, an admission in capitals, a camel-case brand, a lower-case road trip, a subreddit, "
                   "an e-mail's header, names in other scripts, a biography's schools, a patient label, one "
                   "document per language), written 2026-12-06 after the fifty-eighth set's rules"),
    "sixtieth": ("hand-written sixtieth set (names only; a results table of fixtures, a firm's shares, a golf "
                 "headline in capitals, a manager and a ground, a town's shooting, a history with a hospital's "
                 "letters, a call in capitals, an admission with a landline, a complaint to an airline's handle, a "
                 "lower-case salon, a forum update, an e-mail's thanks, a biography's birth, a novelist's "
                 "schooling, one document per language), written 2026-12-06 after the fifty-ninth set's rules"),
    "sixtyfirst": ("hand-written sixty-first set (names only; the shapes issue 31 lists as misses, written anew: a "
                   "surname opening a sentence, a golf leaderboard, a rugby headline in capitals, brands in camel "
                   "case, a lower-case note with a hospital's letters, phones after H: and W:, a transfer with a "
                   "pager, a council in a post, a handle and a subreddit, names in Cyrillic, an office and its "
                   "holder, an e-mail signature, a chat log's nick, one document per language), written "
                   "2026-12-06 after the sixtieth set's rules"),
    "sixtysecond": ("hand-written sixty-second set (names only; wire copy in the shape of the held-out news sets, "
                    "three documents per language; a cricket scoreboard, a crash report, an election count, a "
                    "headline in capitals, a league's results and standings, a lower-case move, a forum's vet, a "
                    "note in lower-case shorthand, a call in capitals, a discharge summary's header, two "
                    "biographies, an e-mail, a court in Flanders), written 2026-12-06 after the sixty-first set's "
                    "rules"),
    "sixtythird": ("hand-written sixty-third set (names only; posts and notes as much as news, a chat and a note or "
                   "a court report per language; a call-up, a tennis headline in capitals, an inquest, a medal "
                   "table, a lower-case chance meeting, a practice, a guest-house review, a lower-case note, a note "
                   "in capitals, a referral letter, a cook's CV, an obituary, a school's e-mail), written "
                   "2026-12-06 after the sixty-second set's rules"),
    "sixtyfourth": ("hand-written sixty-fourth set (names only; whole stories and longer posts and notes: per "
                    "language a wire story of three sentences and a match or a local report; a firm's results, a "
                    "court's sentence, a headline with its dateline and match, a lower-case post, a rescue, a "
                    "refund, a SOAP note, an emergency note in capitals, a clinic letter, two biographies, a "
                    "café's e-mail), written 2026-12-06 after the sixty-third set's rules"),
    "sixtyfifth": ("hand-written sixty-fifth set (names only; biographies, posts and notes with a results table, "
                   "a personal message and a note or news item per language; a judge's and a footballer's "
                   "biography, a CV's header, a lost cat, a complaint to a chain's handle, a plumber, an "
                   "admission, a lower-case discharge call, a code call in capitals, a water company's fine, a "
                   "sprint final), written 2026-12-06 after the sixty-fourth set's rules"),
    "sixtysixth": ("hand-written sixty-sixth set (names only; where capitals shout and names hide: a rugby "
                   "headline in capitals, a by-election's results, a standings table, a firm's shares, a court "
                   "report, a shouting post, a lower-case shop question, a forum post, a hotel review, handles, "
                   "an e-mail signature, a nursing note in capitals, a clinic letter, a lower-case note, a "
                   "biography, a death notice; a wire story or results list and a post or note per language), "
                   "written 2026-12-06 after the sixty-fifth set's rules"),
    "sixtyseventh": ("hand-written sixty-seventh set (names only; capitals that name no one, products, works, "
                     "events, diseases, drugs, holidays, awards and programmes beside the names that count: a "
                     "central bank, a phone launch, a film festival, a cup draw, a storm, a concert tour, a "
                     "gamer's post, Black Friday, a recipe, a chant, a medication list in capitals, a clinic "
                     "letter, a handover, two biographies; a news item and a post or note per language), "
                     "written 2026-12-06 after the sixty-sixth set's rules"),
    "sixtyeighth": ("hand-written sixty-eighth set (names only; formats a user pastes whole: a chat export with "
                    "timestamps, a professional network's post, a neighbourhood forum, a court list, a politics "
                    "story of buildings that stand for governments, clubs' nicknames, a weather warning, a "
                    "radiology header, a pharmacy note, a mental-health note, an ambulance report, a career "
                    "list, an MP's biography; a chat or a post and a letter's header or a ruling per language), "
                    "written 2026-12-06 after the sixty-seventh set's rules"),
    "sixtyninth": ("hand-written sixty-ninth set (names only; news as the held-out language sets hold it, a "
                   "politics story, a sports item and an economy item per language; a transfer round-up, a "
                   "firm's results, a council story, an inquest, a tennis result in capitals, a marathon, a "
                   "scientist's biography), written 2026-12-06 after the sixty-eighth set's rules"),
    "seventieth": ("hand-written seventieth set (biographies with everything identifying marked and nursing notes "
                   "with every PHI marked: a footballer's, a politician's, a musician's and a bishop's lead, "
                   "notes in capitals and in shorthand; a biography's lead and a nursing note per language), "
                   "written 2026-12-06 after the sixty-ninth set's rules"),
    "seventyfirst": ("hand-written seventy-first set (news and social posts, the kinds furthest from their targets: "
                     "a cricket headline in capitals, a stage's results, a council, a takeover, a sentencing, a "
                     "league table, an obituary; posts in lower case, to a handle, from a ward, a sale, a film, a "
                     "subreddit, a reply, a lost dog in capitals; a news item and a post per language), written "
                     "2026-12-07 after the seventieth set's rules"),
    "seventysecond": ("hand-written seventy-second set (social posts where recall is furthest from its target: a "
                      "review, a landlord thread, a gig in lower case, a birthday between handles, a complaint, a "
                      "race report, a neighbourhood appeal, a match thread; news briefs naming people by their "
                      "surnames; a post and a brief per language), written 2026-12-07 after the seventy-first "
                      "set's rules"),
    "seventythird": ("hand-written seventy-third set (shapes the earlier sets used least: an SBAR handover, a "
                     "discharge letter, a flowsheet line; an academic's and a painter's biography; a swimming "
                     "final's table, a ward's returns, a court brief; episode notes, a run, a new-job post, a "
                     "neighbourhood thread; a note or biography and a post or brief per language), written "
                     "2026-12-07 after the seventy-second set's rules"),
    "seventyfourth": ("hand-written seventy-fourth set (agency news in the languages whose held-out precision was "
                      "lowest: headlines and datelines, results and scorers, courts, firms, councils; a post per "
                      "language; an English wire story and two posts), written 2026-12-07 after the seventy-third "
                      "set's rules"),
    "seventyfifth": ("hand-written seventy-fifth set (nursing and medical notes: capitals with vital signs and "
                     "drips, lower-case progress, a handover by bed, falls, mental health, paediatrics, wound "
                     "care, a telephone message; a note per language), written 2026-12-07 after the "
                     "seventy-fourth set's rules"),
    "seventysixth": ("hand-written seventy-sixth set (posts and wire news: a subreddit, a chat export, replies, "
                     "lower-case plans, a review, a lost-dog appeal, a gaming shout-out, a parenting forum, a "
                     "comment, a charity run, a neighbourhood request; a tennis final, standings, a golf "
                     "leaderboard, a minister's visit, a cricket scoreboard, a crime brief; a post and a results "
                     "line per language), written 2026-12-07 after the seventy-fifth set's rules"),
    "seventyseventh": ("hand-written seventy-seventh set (biographies and clinical prose: an engineer, a rugby "
                       "player, a violinist, an academic, a town's notable people, an obituary; a discharge "
                       "summary, a triage note in lower case, a psychiatrist's letter, a radiology line; a "
                       "biography and a care-home patient's note per language), written 2026-12-07 after the "
                       "seventy-sixth set's rules"),
    "seventyeighth": ("hand-written seventy-eighth set (wire news as the held-out news sets write it, and posts: a "
                      "rugby signing, a market story, an athletics result, a commission's fine, baseball standings; "
                      "a nurse's post, a graduation, a shop question, a repost, a town's memory; a political and a "
                      "football story per language), written 2026-12-07 after the seventy-seventh set's rules"),
    "seventyninth": ("hand-written seventy-ninth set (posts as the held-out social sets write them: bands, shops, "
                     "apps and towns in lower case, a retweet, a reply, a complaint to an airline; wire news: a "
                     "cycling stage, a cricket scorecard, a court story, a takeover, an obituary; two nursing notes "
                     "in capitals; a post and a wire story per language), written 2026-12-07 after the "
                     "seventy-eighth set's rules"),
    "eightieth": ("hand-written eightieth set (biographies: a footballer's clubs, an Indian politician, a chemist, a "
                  "drummer's bands, an early life, a chef; notes: an ICU note in shorthand, a GP's letter with an "
                  "address, a triage in capitals, a psychiatric note in lower case, a home visit; a biography and a "
                  "note per language), written 2026-12-07 after the seventy-ninth set's rules"),
    "eightyfirst": ("hand-written eighty-first set (posts: a video's comments, a caption with tags, a hotel review, "
                    "a marketplace listing, a group chat's plans, a transfer thread, a band's tour, a complaint to a "
                    "bank; local news briefs; a post and a news brief per language), written 2026-12-07 after the "
                    "eightieth set's rules"),
    "eightysecond": ("hand-written eighty-second set (wire news as the held-out news sets of every language write "
                     "it: an agency's dateline, parties' and unions' acronyms, results in a sentence; politics, "
                     "business or courts, and sport per language), written 2026-12-07 after the eighty-first set's "
                     "rules"),
    "eightythird": ("hand-written eighty-third set (biographies as an infobox and a lead write them: a rower, a "
                    "bishop, a novelist's family, a mayor's early life, a cricketer; night notes in lower case and in "
                    "capitals, a falls note, a safeguarding note, a discharge plan; a biography with its fields and a "
                    "night note per language), written 2026-12-07 after the eighty-second set's rules"),
    "eightyfourth": ("hand-written eighty-fourth set (layouts: a results list with ranks and countries, a league "
                     "table, an election's returns, headlines in capitals over a dateline, a transfer round-up; a "
                     "forum thread with quotes, an e-mail's signature, a chat in lower case, a host's reply; a ward "
                     "round; a results list and a post per language), written 2026-12-07 after the eighty-third "
                     "set's rules"),
    "eightyfifth": ("hand-written eighty-fifth set (nursing notes as a US intensive care unit writes them: systems in "
                    "capitals, a cardiac surgery note, a therapist's signature, a call log; a musician's and an "
                    "engineer's biography; a baseball standings table, a sheriff's story; a complaint to an "
                    "airline, a birthday post; a care home's admission note and a wire story per language), "
                    "written 2026-12-07 after the eighty-fourth set's rules"),
    "eightysixth": ("hand-written eighty-sixth set (a death notice, an e-mail with its headers, a CV's lines, a mental "
                    "health note, a clinic letter with a patient's identifiers, a police story, a business story, a "
                    "footballer's lead with his name in another script, a thanks to a café, a question about a bus; "
                    "a death notice and an e-mail about a quote per language), written 2026-12-07 after the "
                    "eighty-fifth set's rules"),
    "eightyseventh": ("hand-written eighty-seventh set (wire news: a cycling stage's result in a sentence, a rugby "
                      "report with its scorers, a golf leaderboard's lines, a market report, a diplomatic story, a "
                      "headline in capitals over a dateline; two posts; a wire story per language), written "
                      "2026-12-07 after the eighty-sixth set's rules"),
    "eightyeighth": ("hand-written eighty-eighth set (biographies: a footballer's lead with his clubs, an infobox's "
                     "fields, a scientist with a name in another script and a named chair, a singer and her band, a "
                     "minister's career as a list, an obituary's lead; a school's congratulations, a complaint about "
                     "the underground in lower case; a biography's lead per language), written 2026-12-07 after the "
                     "eighty-seventh set's rules"),
    "eightyninth": ("hand-written eighty-ninth set (nursing notes as an intensive care unit writes them, in capitals "
                    "and in lower case: systems' headings, a respiratory therapist's note, an admission from a care "
                    "home, a family meeting's addendum, a transfer after a fall; a sighting in lower case, a "
                    "restaurant's review; a nursing note per language), written 2026-12-07 after the "
                    "eighty-eighth set's rules"),
    "ninetieth": ("hand-written ninetieth set (posts: a video's comment on two rappers in lower case, a forum's reply "
                  "about a taqueria, a traffic warning with a highway's number, a congratulation to a team, a "
                  "complaint about a supermarket's tills, a 'today I learned' about an actor, a gig with a friend's "
                  "handle, a question about a server's error; a post per language), written 2026-12-07 after the "
                  "eighty-ninth set's rules"),
    "ninetyfirst": ("hand-written ninety-first set (wire news: a match report under a dateline, a tennis results "
                    "list with seeds and countries, a Swedish politics story, a brewer's takeover, floods in "
                    "Bangladesh, a court story in France; a cricket post in lower case, a thanks to a bike shop; a "
                    "wire story per language), written 2026-12-07 after the ninetieth set's rules"),
    "ninetysecond": ("hand-written ninety-second set (posts: a traveller's question in lower case, a reply about a "
                     "gig, a supermarket's branch, a forum's answer about a boiler, a hotel's review, a retweet of a "
                     "squad, a family's group chat, a lost dog, a thanks to a café; an emergency department's note, a "
                     "district nurse's visit; a wire story; a post and a note per language), written 2026-12-07 after "
                     "the ninety-first set's rules"),
    "ninetythird": ("hand-written ninety-third set (news: a headline in capitals over a dateline, a golf leaderboard, "
                    "a standings table, a cycling stage's results, an election's results by party, a market report; "
                    "an encyclopedia's lead, an obituary; a results list or a headline per language), written "
                    "2026-12-07 after the ninety-second set's rules"),
    "ninetyfourth": ("hand-written ninety-fourth set (a nursing note in capitals, a clinic note in lower-case "
                     "shorthand with a pager, a clinic's letter; a subreddit's question, a pub's quiz night, a post "
                     "about a colleague in lower case, a comment from Poland, an e-mail with its signature; a CV, an "
                     "encyclopedia's lead with a name in Greek; a tennis results list, a rugby headline, a medals "
                     "table, a minister's statement; a post, a note or a results line per language), written "
                     "2026-12-07 after the ninety-third set's rules"),
    "ninetyfifth": ("hand-written ninety-fifth set (a baseball standings table in capitals, an agency's wire line, "
                    "players by surname alone, a currency line; a bakery's branch in lower case, a ticket swap, a "
                    "forum's post by its user name, a thanks to a chain's branch; a case manager's note in capitals, "
                    "a respiratory note, an admission over 89; a lead with a hyphenated town, a player named in "
                    "Chinese; a story, a note, a post or a lead per language), written 2026-12-07 after the "
                    "ninety-fourth set's rules"),
    "ninetysixth": ("hand-written ninety-sixth set (news outside English: per language a politics story with a "
                    "leader, an office's building and a union or a party by its acronym, and a match report with a "
                    "stadium and scorers; in English a dateline over politics, a results table in capitals, two "
                    "posts in lower case, a nursing note in capitals, a discharge summary, a biography), written "
                    "2026-12-07 after the ninety-fifth set's rules"),
    "ninetyseventh": ("hand-written ninety-seventh set (posts: given names that are also words in lower case, a "
                      "venue and a street in lower case, a handle with dots, a subreddit, a video's comment, a B&B's "
                      "review, a neighbourhood warning, a family chat, a gig; two notes dense with shorthand; a post "
                      "per language), written 2026-12-07 after the ninety-sixth set's rules"),
}


def later_set(which: str) -> tuple[list[tuple[str, str, list[str]]], dict[str, list[tuple[str, list[str]]]], str, str]:
    """A later set's English documents, its documents per language, its result file and its title, read from
    its module (see :data:`LATER_SETS`)."""
    module = importlib.import_module(f"handmade_{which}")
    prefix = which.upper()
    return (getattr(module, f"{prefix}_DOCUMENTS"), getattr(module, f"{prefix}_LANGUAGE_DOCUMENTS"),
            f"handmade_{which}.json", LATER_SETS[which])


def score_later_set(runs: dict[str, Any], args, which: str) -> None:
    """One later set alone (English per kind and per language), with misses when asked."""
    documents, by_language, file_name, title = later_set(which)
    if args.misses:
        print_misses(runs["pii_detector"], documents)
        for lang, language_documents in by_language.items():
            run = detect.pii_detector_default(8, lang=lang, typed=True)  # one pipeline per language
            print_misses(lambda text, run=run: run([text])[0], [(lang, text, names) for text, names in language_documents])
    results = {name: score(system, documents) for name, system in runs.items()}
    for name, result in results.items():
        print(name, which, {k: (v["name_token_recall"], v["name_token_precision"]) for k, v in result.items()})
    out = args.out if args.out != harness.RESULTS / "handmade_devset.json" else harness.RESULTS / file_name
    harness.ResultFile(out, title, documents={kind: sum(k == kind for k, _, _ in documents) for kind in KINDS},
                       results=results, language_results=score_languages(by_language)).save()


def rescore_detector(which: str) -> None:
    """A later set's result file with pii_detector's figures scored again and the peers' kept: after a change
    to the detector alone, Presidio's and spaCy's runs would give the same figures, and this takes a second
    per set instead of a minute. A file whose figures moved is written again: its date becomes the
    detector's, its ``peers_date`` the peers'."""
    documents, by_language, file_name, _ = later_set(which)
    path = harness.RESULTS / file_name
    data = json.loads(path.read_text(encoding="utf-8"))
    before = json.dumps({k: v for k, v in data.items() if k not in ("date", "peers_date")}, sort_keys=True)
    run = detect.pii_detector_default(8, typed=True)
    data["results"]["pii_detector"] = score(lambda text: run([text])[0], documents)
    for lang, by_system in score_languages(by_language, peers=False).items():
        data["language_results"][lang]["pii_detector"] = by_system["pii_detector"]
    if json.dumps({k: v for k, v in data.items() if k not in ("date", "peers_date")}, sort_keys=True) != before:
        data.setdefault("peers_date", data["date"])  # only a file whose figures moved is written again
        data["date"] = harness.now()
        harness.write_json(path, data)
    print(which, {k: (v["name_token_recall"], v["name_token_precision"]) for k, v in data["results"]["pii_detector"].items()})


def main() -> None:
    parser = harness.parser(__doc__, out=harness.RESULTS / "handmade_devset.json")
    parser.add_argument("--misses", action="store_true", help="print pii_detector's misses and extra names")
    parser.add_argument("--rescore-detector", action="store_true",
                        help="score pii_detector again on every later set, keeping the peers' figures (see rescore_detector)")
    for which in LATER_SETS:
        parser.add_argument(f"--{which}", action="store_true", help=f"score only this later set; writes handmade_{which}.json")
    args = parser.parse_args()
    if args.rescore_detector:
        for which in LATER_SETS:
            rescore_detector(which)
        return
    runs = systems()
    for which in LATER_SETS:
        if getattr(args, which):
            score_later_set(runs, args, which)
            return
    if args.misses:
        print_misses(runs["pii_detector"], DOCUMENTS + CHECK_DOCUMENTS)
    results = {name: score(system, DOCUMENTS) for name, system in runs.items()}
    check = {name: score(system, CHECK_DOCUMENTS) for name, system in runs.items()}
    for name in runs:
        for part, result in (("dev", results[name]), ("check", check[name])):
            print(name, part, {k: (v["name_token_recall"], v["name_token_precision"]) for k, v in result.items()})
    output = harness.ResultFile(args.out, "hand-written dev set in the shapes of real text (names only)",
                                documents={kind: sum(k == kind for k, _, _ in DOCUMENTS) for kind in KINDS},
                                results=results,
                                check_documents={kind: sum(k == kind for k, _, _ in CHECK_DOCUMENTS) for kind in KINDS},
                                check_results=check, language_results=score_languages(LANGUAGE_DOCUMENTS),
                                language_check_results=score_languages(LANGUAGE_CHECK_DOCUMENTS))
    output.save()


if __name__ == "__main__":
    main()
