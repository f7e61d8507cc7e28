#!/usr/bin/env python3
# Brute-force ladder reader for regression/ladders.tst: attack(target), attacker
# to move.  Attacker: the target's liberties (two-liberty targets), saving its
# strings in atari next to the target.  Defender: its liberties, captures,
# ataris on attacker strings of two liberties next to it, the null move.
# Three liberties = escaped.  usage: brute_ladder.py FILE.sgf VERTEX
import sys, re
from functools import lru_cache
sys.setrecursionlimit(10000)
L="ABCDEFGHJKLMNOPQRST"
def load(fn):
    s=open(fn).read(); size=int(re.search(r"SZ\[(\d+)\]",s).group(1))
    b={}
    for col,key in (("B","AB"),("W","AW")):
        m=re.search(key+r"((?:\[[a-s]{2}\])+)",s)
        if m:
            for p in re.findall(r"\[([a-s]{2})\]",m.group(1)): b[(ord(p[0])-97,ord(p[1])-97)]=col
    return size,b
class B:
    def __init__(s,size,st): s.n=size; s.st=dict(st)
    def nb(s,p):
        x,y=p
        for q in ((x+1,y),(x-1,y),(x,y+1),(x,y-1)):
            if 0<=q[0]<s.n and 0<=q[1]<s.n: yield q
    def string(s,p):
        c=s.st[p]; seen={p}; st=[p]; libs=set()
        while st:
            q=st.pop()
            for r in s.nb(q):
                v=s.st.get(r)
                if v is None: libs.add(r)
                elif v==c and r not in seen: seen.add(r); st.append(r)
        return seen,libs
    def play(s,p,c):
        if p in s.st: return None
        t=B(s.n,s.st); t.st[p]=c; o="W" if c=="B" else "B"
        for q in t.nb(p):
            if t.st.get(q)==o:
                g,l=t.string(q)
                if not l:
                    for r in g: del t.st[r]
        g,l=t.string(p)
        if not l: return None
        return t
    def key(s): return frozenset(s.st.items())
memo={}
def attack(b,tgt,depth):
    # attacker to move; True if target captured
    if tgt not in b.st: return True
    k=(b.key(),"a"); 
    if k in memo: return memo[k]
    g,l=b.string(tgt); d=b.st[tgt]; a="W" if d=="B" else "B"
    if len(l)==1: memo[k]=True; return True
    if len(l)>=3 or depth>80: return False
    moves=list(l)
    for q in g:
        for r in b.nb(q):
            if b.st.get(r)==a:
                ag,al=b.string(r)
                if len(al)==1:
                    moves+=list(al)
                    for z in ag:
                        for w in b.nb(z):
                            if b.st.get(w)==d:
                                hg,hl=b.string(w)
                                if len(hl)==1: moves+=list(hl)
    res=False
    for m in dict.fromkeys(moves):
        t=b.play(m,a)
        if t is None: continue
        if defend(t,tgt,depth+1)==False: res=True; break
    memo[k]=res; return res
def defend(b,tgt,depth):
    # defender to move; True if target lives
    if tgt not in b.st: return False
    k=(b.key(),"d")
    if k in memo: return memo[k]
    g,l=b.string(tgt); d=b.st[tgt]; a="W" if d=="B" else "B"
    if len(l)>=3: r= not attack(b,tgt,depth); memo[k]=r; return r
    moves=list(l)
    for q in g:
        for r in b.nb(q):
            if b.st.get(r)==a:
                ag,al=b.string(r)
                if len(al)<=2: moves+=list(al)
    res=False
    for m in dict.fromkeys(moves):
        t=b.play(m,d)
        if t is None: continue
        if tgt not in t.st: continue
        if not attack(t,tgt,depth+1): res=True; break
    if not res and len(l)==2:
        res = not attack(b,tgt,depth+1)  # null move
    memo[k]=res; return res
size,st=load(sys.argv[1]); v=sys.argv[2]; tgt=(L.index(v[0]),size-int(v[1:]))
b=B(size,st)
print(1 if attack(b,tgt,0) else 0)
