"""A fifty-third hand-written set, written on 2026-12-06 after the fifty-second set's rules, and scored once
before any rule looked at it. Shapes the earlier sets had few of: posts (a forum title with a bracketed tag,
a family roast, a run, a lower-case politics post, a dentist review, lost keys), wire copy (a cricket
scorecard, an election result, a victim named by police, a court list), notes (an American history with a
phone, a discharge with a care agency, a ward's take-home note), entries; and per language one document.

The same conventions as ``handmade_fiftysecond.py`` (a band, a party, a team, a charity, a pub, a shop and a
firm are groups and count; works, products, competitions, events, pets and nationalities do not; a title such
as ``Dr`` is not part of a name; in notes, dates, phones and ages over 89 count too).
``handmade_devset.py --fiftythird`` scores them; their first score is kept in
``benchmarks/results/handmade_fiftythird_first.json``.
"""

#: (kind, text, names): every occurrence of each name in the text is gold
FIFTYTHIRD_DOCUMENTS: list[tuple[str, str, list[str]]] = [
    ("social", "[UK] Landlord in Croydon won't return deposit - can I go to the Property Ombudsman?",
     ["Croydon", "Property Ombudsman"]),
    ("social", "Sunday roast at The Red Lion with the Patels 🍗 #familytime",
     ["The Red Lion", "Patels"]),
    ("social", "Morning run along the Taff Trail with Gethin 🏃 10k in 52 mins",
     ["Taff Trail", "Gethin"]),
    ("social", "watching question time and kemi badenoch just dodged every single question",
     ["kemi badenoch"]),
    ("social", "Dr. Ramos at Bright Smile Dental in Fresno is the best dentist I've ever had. Ask for Tina at the "
     "front desk!",
     ["Ramos", "Bright Smile Dental", "Fresno", "Tina"]),
    ("social", "Lost keys on Whitworth Street West near Oxford Road station, blue Man City lanyard. DM me - Priya",
     ["Whitworth Street West", "Oxford Road", "Man City", "Priya"]),
    ("news", "CRICKET - ENGLAND V INDIA SCOREBOARD\nZ. Crawley c Pant b Bumrah 44\nB. Duckett lbw b Siraj 12\n"
     "J. Root not out 103",
     ["ENGLAND", "INDIA", "Z. Crawley", "Pant", "Bumrah", "B. Duckett", "Siraj", "J. Root"]),
    ("news", "Labour 's Sarah Champion held Rotherham with a majority of 5,000 , ahead of Reform UK 's candidate .",
     ["Labour", "Sarah Champion", "Rotherham", "Reform UK"]),
    ("news", "Police named the victim as 34-year-old Kieran Doyle from Salford . Greater Manchester Police said two "
     "men had been arrested in Eccles .",
     ["Kieran Doyle", "Salford", "Greater Manchester Police", "Eccles"]),
    ("news", "Appearing at Leeds Magistrates ' Court on Monday : Liam Grady , 27 , of Armley ; Shannon Kay , 31 , "
     "of Bramley .",
     ["Leeds Magistrates ' Court", "Liam Grady", "Armley", "Shannon Kay", "Bramley"]),
    ("clinical", "HPI: 67 y/o M from Dorchester presents w/ CP x2h. PCP Dr. Lisa Wong. Wife (Mary) at bedside. "
     "Cell 617-555-0142.",
     ["Dorchester", "Lisa Wong", "Mary", "617-555-0142"]),
    ("clinical", "Pt to go home 24/12 with POC x4 daily via Allied Healthcare. NOK: son Graham (lives in Norwich).",
     ["24/12", "Allied Healthcare", "Graham", "Norwich"]),
    ("clinical", "TTO amlodipine 5mg OD. Seen by Mr Baptiste (ortho reg). F/U fracture clinic Whiston 2/52.",
     ["Baptiste", "Whiston"]),
    ("bio", "Chen Wei (born 1987) is a Chinese-born Canadian violinist. She studied at the Curtis Institute of "
     "Music in Philadelphia under Ida Kavafian.",
     ["Chen Wei", "1987", "Curtis Institute of Music", "Philadelphia", "Ida Kavafian"]),
    ("bio", "Olena Kovalenko grew up in Kharkiv and moved to Kraków in 2014, where she opened the café Pod "
     "Baranem.",
     ["Olena Kovalenko", "Kharkiv", "Kraków", "2014", "Pod Baranem"]),
]

#: per language: (text, names), every occurrence of each name in the text is gold
FIFTYTHIRD_LANGUAGE_DOCUMENTS: dict[str, list[tuple[str, list[str]]]] = {
    "es": [("q ganas de ver a bad bunny en el metropolitano con mi hermana sofía",
            ["bad bunny", "metropolitano", "sofía"])],
    "nl": [("Premier Dick Schoof sprak maandag in Den Haag met FNV-voorzitter Tuur Elzinga .",
            ["Dick Schoof", "Den Haag", "Tuur Elzinga"])],
    "de": [("Pat. ( 91 J. ) aus Kiel , Tochter Sabine ist Betreuerin . Hausarzt Dr. Petersen informiert .",
            ["91", "Kiel", "Sabine", "Petersen"])],
    "it": [("TORINO - La Juventus ha esonerato Igor Tudor , ha comunicato il club in una nota .",
            ["TORINO", "Juventus", "Igor Tudor"])],
    "fr": [("soirée au bar le Perchoir avec Manon et Hugo , trop bien 🍸",
            ["Perchoir", "Manon", "Hugo"])],
    "pt": [("O primeiro-ministro Luís Montenegro recebeu em São Bento o presidente da Câmara de Lisboa , Carlos "
            "Moedas .",
            ["Luís Montenegro", "São Bento", "Câmara de Lisboa", "Carlos Moedas"])],
}
