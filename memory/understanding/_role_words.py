"""The words that name a job, from the boardroom to the ward, the site and the parish: what
makes "is the new matron" a role and "is the new normal" none. A closed list, by hand; no
library lists job titles the way people type them.
"""

from __future__ import annotations

import re

ROLE_WORDS = re.compile(
    r"\b(?:manager|director|head|lead|leader|engineer|officer|president|vp|ceo|cto|cfo|coo|cmo|ciso|chief|founder"
    r"|owner|designer|developer|analyst|consultant|architect|administrator|admin|assistant|associate"
    r"|coordinator|specialist|partner|principal|intern|editor|writer|scientist|researcher|accountant"
    r"|controller|counsel|lawyer|attorney|chair|chairman|chairwoman|chairperson|member|secretary"
    r"|treasurer|advisor|adviser|representative|rep|executive|strategist|producer|marketer|recruiter"
    r"|teacher|professor|doctor|nurse|supervisor|owner|contractor|freelancer|student|sponsor|champion"
    r"|contact|investor|ambassador|evangelist|exec|sre|swe|sde|pm|staff|cfo|vp|svp|evp|gm|md|ceo"
    # the jobs of everyday life: wards, sites, schools, kitchens, shops
    r"|clerk|matron|foreman|forewoman|superintendent|caretaker|janitor|receptionist|chef|cook|midwife|registrar"
    r"|paramedic|pharmacist|technician|mechanic|cleaner|porter|warden|dean|headteacher|deputy|librarian|bursar"
    r"|surveyor|buyer|cashier|barista|bartender|captain|coach|trainer|physio|therapist|counsell?or|pastor|vicar"
    r"|imam|rabbi|steward|planner|handler|keeper|agent|broker|solicitor|notary|auditor|inspector|ranger"
    # the club, the yard and the home: "Sione's our groundsman", "Priya is the nanny now"
    r"|groundsman|groundskeeper|gardener|nanny|childminder|carer|tutor|plumber|electrician|driver"
    r"|paralegal|junior|trainee|apprentice|volunteer|medic|resident|registrar|houseman|temp"
    # the people one goes to: "Dr Okafor is my dentist", "Priya's our landlady", "Sam is my barber"
    r"|dentist|orthodontist|hygienist|gp|optician|optometrist|vet|hairdresser|barber|stylist|landlord|landlady"
    r"|babysitter|osteopath|chiropractor|podiatrist|dermatologist|surgeon|psychiatrist|psychologist|builder|roofer"
    r"|decorator|handyman|locksmith|postman|postie|midwife|physician|paediatrician|pediatrician|gynae?cologist"
    # the crews of a shoot, a match, a dispatch floor: "Kirra's my second shooter", "the harbour master"
    r"|shooter|photographer|videographer|operator|dispatcher|organi[sz]er|referee|umpire|skipper|vice-captain"
    r"|(?:harbou?r|quarter|head|post|station|ring|choir|band|scout|toast|yard|dock|wharf|dungeon|web|scrum|quiz"
    r"|games?|ballet|bar|burgo|pay|school|task|tour)[\s-]?master"
    # the air, the sea, the stage, the trades: "joined Fiji Airways as a pilot", "promoted to first mate"
    r"|pilot|co-?pilot|mate|deckhand|sailor|bosun|purser|navigator|crew|cabin\s+crew|flight\s+attendant|stewardess"
    r"|firefighter|fireman|police(?:man|woman|\s+officer)?|soldier|sergeant|lieutenant|guard|bouncer|courier"
    r"|farmer|fisherman|miner|baker|butcher|tailor|waiter|waitress|server|host|hostess|singer|musician|actor"
    # the band and its crew: "Obi is the drummer", "Yaw is the lighting tech"
    r"|drummer|bassist|guitarist|keyboardist|pianist|violinist|cellist|vocalist|frontman|frontwoman|roadie"
    r"|stagehand|choreographer|tech"
    # the one in charge of a crew, named by it: "Wiremu's the boss of the shearing gang" (alone, "she's the boss" and
    # "the boss of the house" are a manner of speaking)
    r"|boss(?=\s+of\s+(?:the|our|their|his|her)\s+(?!(?:house|home|family|place|world|universe)\b)\w)"
    # or by the ground it runs: "Chacho has been field boss since monday", "Mo's the new site boss"
    r"|(?:field|site|shift|yard|floor|gang|crew|section|line|camp|mill|farm|kitchen|stable|dock|mine|pit|road|store"
    r"|warehouse|depot|harvest|plant|rig|shed|cane|fleet|workshop)[\s-]boss"
    r"|actress|dancer|artist|journalist|reporter|presenter|lecturer|tutor|programmer|coder|translator|interpreter"
    r"|bookkeeper|actuary|economist|banker|teller|realtor|welder|carpenter|joiner|bricklayer|plasterer|painter"
    # the building trades and the restorer's bench: "Abu Fadi is our stone mason", "Nisreen's the conservator"
    r"|(?:stone\s*)?mason|glazier|tiler|thatcher|scaffolder|rigger|conservator|restorer"
    r"|labou?rer|chauffeur|conductor|chaplain|priest|minister|curator|archivist|instructor|lifeguard"
    # who shows visitors round: "Sofía has been our tour guide since monday" (never "a guide to the city")
    r"|guide(?!s?\s+(?:to|for|on|about)\b)"
    # the vendors of a wedding or a party: "the caterer is sending the menu tmrw" (never "dj": "Gaston's the
    # self-appointed dj again lol" is banter)
    r"|caterer|officiant|celebrant|dressmaker|seamstress|vendor|supplier"
    # the lab and the lecture hall: "Kenji is a postdoc", "she's a research fellow now" (a "fellow" only named
    # by its kind: "a nice fellow" is no job)
    r"|postdoc|post-doc|postgrad|undergrad|(?:research|teaching|clinical|postdoctoral|visiting|senior|junior"
    r"|doctoral|academic)\s+fellow"
    # a worker named by whom or where they work for: "Ruan is the youth worker" (never "a hard worker")
    r"|(?:youth|social|care|support|key|case|aid|charity|community|outreach|health|shift|farm|factory|office|site"
    r"|family|project|bar|dock|steel|rail|sex|relief)[\s-]workers?"
    # the wedding party itself: "Saoirse is a bridesmaid, Clodagh is maid of honour"
    r"|bridesmaid|groomsman|groomsmen|usher|(?:maid|matron)\s+of\s+honou?r|best\s+man|ring[\s-]?bearer|page[\s-]?boy"
    # a job named by its ending: a florist, a beautician, a cardiologist
    r"|[a-z]{3,}(?:ist|ician|ologist)"
    # a trade named by a compound: a copywriter, a housekeeper, a playwright, a goldsmith
    r"|[a-z]{3,}(?:writer|keeper|wright|smith))s?\b",
    re.IGNORECASE,
)

# a verb that says what happened, after the value's first word: "Biscuit's owner changed",
# "my cousin's friend got made partner" read "'s" as a possessive, never as "is" with a role
_FINITE = re.compile(
    r"^\S+(?:\s+\S+)*?\s+(?:got|gets|was|were|has|had|have|did|does|changed|changes|moved|moves|left|leaves|switched"
    r"|went|goes|came|comes|made|said|says|told|quit|retired|started|starts|died|passed"
    # "Zara's piano teacher cancelled", "Sam's coach rang": what the one of that job did
    r"|cancell?ed|cancels|called|calls|rang|rings|phoned|texted|emailed|messaged|rescheduled|postponed|moved"
    # "Teiki's pirogue crew smashed the race", "Sam's band won the final": what the crew did to something
    r"|(?:[a-z]{3,}ed|won|beat|lost)\s+(?:the|a|an|it|them|their|our|his|her|its|every)\b)\b",
    re.IGNORECASE,
)


def said_after(value: str) -> bool:
    """Whether a role's value goes on with a verb of its own ("owner changed", "friend got made
    partner"): a sentence about the thing owned, so no role at all."""
    return _FINITE.match(value) is not None
