# Independent Display P3 -> sRGB reference, using the matrices published in CSS Color 4
# (https://www.w3.org/TR/css-color-4/#color-conversion-code, rational forms).
from fractions import Fraction as F
P3_TO_XYZ = [[F(608311,1250200), F(189793,714400), F(198249,1000160)],
             [F(35783,156275), F(247089,357200), F(198249,2500400)],
             [F(0), F(32229,714400), F(5220557,5000800)]]
XYZ_TO_SRGB = [[F(12831,3959), F(-329,214), F(-1974,3959)],
               [F(-851781,878810), F(1648619,878810), F(36519,878810)],
               [F(705,12673), F(-2585,12673), F(705,667)]]
def mul(m,v): return [sum(float(m[i][j])*v[j] for j in range(3)) for i in range(3)]
def lin(c):
    a=abs(c); v = a/12.92 if a<=0.04045 else ((a+0.055)/1.055)**2.4
    return -v if c<0 else v
def enc(c):
    a=abs(c); v = a*12.92 if a<=0.0031308 else 1.055*a**(1/2.4)-0.055
    return -v if c<0 else v
for p in [(1,0,0),(0,1,0),(0.2,0.6,0.4),(0.5,0.5,0.5)]:
    s=[enc(x) for x in mul(XYZ_TO_SRGB, mul(P3_TO_XYZ,[lin(x) for x in p]))]
    print(p, ["%.10f"%x for x in s])
