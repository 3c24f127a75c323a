// generated from specs/schemas; do not edit
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
"use strict";
export const DiscoveryDocument = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:DiscoveryDocument","$comment":"generated from specs/schemas/identity/DiscoveryDocument.yaml; do not edit","title":"DiscoveryDocument","description":"OpenID Connect discovery document: \"discovery document with issuer, token_endpoint, scopes_supported, grant_types_supported (contains `client_credentials`)\". \"The token endpoint address is read from the discovery document.\"","type":"object","required":["issuer","token_endpoint","scopes_supported","grant_types_supported"],"additionalProperties":true,"x-not-shown":"members of the discovery document beyond issuer, token_endpoint, scopes_supported and grant_types_supported","properties":{"issuer":{"type":"string","format":"uri"},"token_endpoint":{"description":"Address of the token endpoint (`POST /connect/token`).","type":"string","format":"uri"},"scopes_supported":{"description":"\"Scopes listed in discovery include `openid` and `apiim`; the other supported scopes are not shown.\"","type":"array","items":{"type":"string"},"x-not-shown":"supported scopes other than openid and apiim"},"grant_types_supported":{"description":"Contains `client_credentials`, the grant service accounts use.","type":"array","items":{"type":"string"},"contains":{"const":"client_credentials"}}},"examples":[{"issuer":"https://idp.example.com","token_endpoint":"https://idp.example.com/connect/token","scopes_supported":["openid","apiim"],"grant_types_supported":["client_credentials"]}]};
const formats0 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:DiscoveryDocument" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.issuer === undefined) && (missing0 = "issuer")) || ((data.token_endpoint === undefined) && (missing0 = "token_endpoint"))) || ((data.scopes_supported === undefined) && (missing0 = "scopes_supported"))) || ((data.grant_types_supported === undefined) && (missing0 = "grant_types_supported"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.issuer !== undefined){
let data0 = data.issuer;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate20.errors = [{instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token_endpoint !== undefined){
let data1 = data.token_endpoint;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(typeof data1 === "string"){
if(!(formats0(data1))){
validate20.errors = [{instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scopes_supported !== undefined){
let data2 = data.scopes_supported;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data2[i0] !== "string"){
validate20.errors = [{instancePath:instancePath+"/scopes_supported/" + i0,schemaPath:"#/properties/scopes_supported/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/scopes_supported",schemaPath:"#/properties/scopes_supported/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.grant_types_supported !== undefined){
let data4 = data.grant_types_supported;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data4)){
var valid2 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(typeof data4[i1] !== "string"){
validate20.errors = [{instancePath:instancePath+"/grant_types_supported/" + i1,schemaPath:"#/properties/grant_types_supported/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
if(!valid2){
break;
}
}
if(valid2){
const _errs17 = errors;
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
const _errs18 = errors;
if("client_credentials" !== data4[i2]){
const err0 = {instancePath:instancePath+"/grant_types_supported/" + i2,schemaPath:"#/properties/grant_types_supported/contains/const",keyword:"const",params:{allowedValue: "client_credentials"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid3 = _errs18 === errors;
if(valid3){
break;
}
}
if(!valid3){
validate20.errors = [{instancePath:instancePath+"/grant_types_supported",schemaPath:"#/properties/grant_types_supported/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"}];
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/grant_types_supported",schemaPath:"#/properties/grant_types_supported/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const JsonWebKey = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:JsonWebKey","$comment":"generated from specs/schemas/identity/JsonWebKey.yaml; do not edit","title":"JsonWebKey","description":"One public signing key (RFC 7517). Consumers select the key by `kid`.","type":"object","required":["kty"],"additionalProperties":true,"properties":{"kty":{"description":"Key type; `RSA` for RS256 keys.","type":"string"},"kid":{"description":"Key id, matched against the `kid` header of a JWT.","type":"string"},"use":{"type":"string"},"alg":{"type":"string"},"n":{"description":"RSA modulus (base64url).","type":"string"},"e":{"description":"RSA public exponent (base64url).","type":"string"}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:JsonWebKey" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kty === undefined) && (missing0 = "kty")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.kty !== undefined){
const _errs3 = errors;
if(typeof data.kty !== "string"){
validate21.errors = [{instancePath:instancePath+"/kty",schemaPath:"#/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.kid !== undefined){
const _errs5 = errors;
if(typeof data.kid !== "string"){
validate21.errors = [{instancePath:instancePath+"/kid",schemaPath:"#/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.use !== undefined){
const _errs7 = errors;
if(typeof data.use !== "string"){
validate21.errors = [{instancePath:instancePath+"/use",schemaPath:"#/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alg !== undefined){
const _errs9 = errors;
if(typeof data.alg !== "string"){
validate21.errors = [{instancePath:instancePath+"/alg",schemaPath:"#/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.n !== undefined){
const _errs11 = errors;
if(typeof data.n !== "string"){
validate21.errors = [{instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.e !== undefined){
const _errs13 = errors;
if(typeof data.e !== "string"){
validate21.errors = [{instancePath:instancePath+"/e",schemaPath:"#/properties/e/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const JsonWebKeySet = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:JsonWebKeySet","$comment":"generated from specs/schemas/identity/JsonWebKeySet.yaml; do not edit","title":"JsonWebKeySet","description":"\"public signing keys\" of the identity provider. Webhook JWTs are \"signed with RS256. The consumer verifies it against the public keys of the identity provider published at the jwks address. Keys may rotate, so it selects by key id and does not embed a key.\" The reference shows no key document; the members below are those of a JWK Set (RFC 7517).","type":"object","required":["keys"],"additionalProperties":true,"x-not-shown":"the JWKS document itself; its shape follows RFC 7517","properties":{"keys":{"type":"array","items":{"$ref":"#/$defs/JsonWebKey"}}},"examples":[{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"2f6c1b0e8a","n":"0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw","e":"AQAB"}]}],"$defs":{"JsonWebKey":{"title":"JsonWebKey","description":"One public signing key (RFC 7517). Consumers select the key by `kid`.","type":"object","required":["kty"],"additionalProperties":true,"properties":{"kty":{"description":"Key type; `RSA` for RS256 keys.","type":"string"},"kid":{"description":"Key id, matched against the `kid` header of a JWT.","type":"string"},"use":{"type":"string"},"alg":{"type":"string"},"n":{"description":"RSA modulus (base64url).","type":"string"},"e":{"description":"RSA public exponent (base64url).","type":"string"}}}}};
const schema34 = {"title":"JsonWebKey","description":"One public signing key (RFC 7517). Consumers select the key by `kid`.","type":"object","required":["kty"],"additionalProperties":true,"properties":{"kty":{"description":"Key type; `RSA` for RS256 keys.","type":"string"},"kid":{"description":"Key id, matched against the `kid` header of a JWT.","type":"string"},"use":{"type":"string"},"alg":{"type":"string"},"n":{"description":"RSA modulus (base64url).","type":"string"},"e":{"description":"RSA public exponent (base64url).","type":"string"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:JsonWebKeySet" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.keys === undefined) && (missing0 = "keys")){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.keys !== undefined){
let data0 = data.keys;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.kty === undefined) && (missing1 = "kty")){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"#/$defs/JsonWebKey/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.kty !== undefined){
const _errs10 = errors;
if(typeof data1.kty !== "string"){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"#/$defs/JsonWebKey/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.kid !== undefined){
const _errs12 = errors;
if(typeof data1.kid !== "string"){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0+"/kid",schemaPath:"#/$defs/JsonWebKey/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.use !== undefined){
const _errs14 = errors;
if(typeof data1.use !== "string"){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"#/$defs/JsonWebKey/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.alg !== undefined){
const _errs16 = errors;
if(typeof data1.alg !== "string"){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0+"/alg",schemaPath:"#/$defs/JsonWebKey/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.n !== undefined){
const _errs18 = errors;
if(typeof data1.n !== "string"){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0+"/n",schemaPath:"#/$defs/JsonWebKey/properties/n/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.e !== undefined){
const _errs20 = errors;
if(typeof data1.e !== "string"){
validate22.errors = [{instancePath:instancePath+"/keys/" + i0+"/e",schemaPath:"#/$defs/JsonWebKey/properties/e/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/keys/" + i0,schemaPath:"#/$defs/JsonWebKey/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const Organization = validate23;
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:Organization","$comment":"generated from specs/schemas/identity/Organization.yaml; do not edit","title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}],"$defs":{"OrganizationCode":{"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]},"OrganizationIdentification":{"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]}}};
const schema36 = {"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const schema37 = {"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};
const formats4 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern4 = new RegExp("^[^|]+\\|[^|]+$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:Organization" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data0 === "string"){
if(!(formats4.test(data0))){
validate23.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate23.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationIdentification !== undefined){
let data3 = data.organizationIdentification;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.number !== undefined){
const _errs12 = errors;
if(typeof data3.number !== "string"){
validate23.errors = [{instancePath:instancePath+"/organizationIdentification/number",schemaPath:"#/$defs/OrganizationIdentification/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.countryCode !== undefined){
const _errs14 = errors;
if(typeof data3.countryCode !== "string"){
validate23.errors = [{instancePath:instancePath+"/organizationIdentification/countryCode",schemaPath:"#/$defs/OrganizationIdentification/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/organizationIdentification",schemaPath:"#/$defs/OrganizationIdentification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTenantOwner !== undefined){
const _errs16 = errors;
if(typeof data.isTenantOwner !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/isTenantOwner",schemaPath:"#/properties/isTenantOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"id":true,"name":true,"code":true,"organizationIdentification":true,"isTenantOwner":true},"dynamicProps":false,"dynamicItems":false};

export const OrganizationCode = validate24;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrganizationCode","$comment":"generated from specs/schemas/identity/OrganizationCode.yaml; do not edit","title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrganizationCode" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern4.test(data)){
validate24.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const OrganizationIdentification = validate25;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:OrganizationIdentification","$comment":"generated from specs/schemas/identity/OrganizationIdentification.yaml; do not edit","title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:OrganizationIdentification" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.number !== undefined){
const _errs2 = errors;
if(typeof data.number !== "string"){
validate25.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.countryCode !== undefined){
const _errs4 = errors;
if(typeof data.countryCode !== "string"){
validate25.errors = [{instancePath:instancePath+"/countryCode",schemaPath:"#/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"number":true,"countryCode":true},"dynamicProps":false,"dynamicItems":false};

export const PagedCollection = validate26;
const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:PagedCollection","$comment":"generated from specs/schemas/common/PagedCollection.yaml; do not edit","title":"PagedCollection","description":"The collection shape every list endpoint answers: \"Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise.\" A concrete collection extends this schema with `allOf` and gives `items` its item schema.","type":"object","required":["totalCount","items"],"properties":{"totalCount":{"description":"Number of items that match the request, across all pages.","type":"integer","format":"int64","minimum":0},"items":{"description":"The items of the requested page (`offset`, `limit`)."}}};
const formats6 = require("ajv-formats/dist/formats").fullFormats.int64;

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:PagedCollection" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.totalCount === undefined) && (missing0 = "totalCount")) || ((data.items === undefined) && (missing0 = "items"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.totalCount !== undefined){
let data0 = data.totalCount;
const _errs2 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate26.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate26.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats6.validate(data0))){
validate26.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/properties/totalCount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"totalCount":true,"items":true},"dynamicProps":false,"dynamicItems":false};

export const Tenant = validate27;
const schema41 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:Tenant","$comment":"generated from specs/schemas/identity/Tenant.yaml; do not edit","title":"Tenant","description":"A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.","type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"description":"Tenant status; `Active` is the value shown.","type":"string","examples":["Active"],"x-not-shown":"tenant status values other than Active"},"parentTenantId":{"type":"string"},"parentTenantName":{"type":"string"},"customData":{"type":"object","additionalProperties":true,"x-not-shown":"the members of customData"},"identifiers":{"type":"array","items":{"$ref":"#/$defs/TenantIdentifier"}},"organizations":{"type":"array","items":{"$ref":"#/$defs/Organization"}}},"examples":[{"id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","name":"Acme Trading","status":"Active","parentTenantId":"9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37","parentTenantName":"Acme Group","customData":{},"identifiers":[{"identifier":"acme-trading","id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}],"organizations":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]}],"$defs":{"Organization":{"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]},"OrganizationCode":{"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]},"OrganizationIdentification":{"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]},"TenantIdentifier":{"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}}}};
const schema42 = {"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}};
const schema43 = {"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]};
const schema44 = {"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const schema45 = {"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats4.test(data0))){
validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate28.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate28.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationIdentification !== undefined){
let data3 = data.organizationIdentification;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.number !== undefined){
const _errs11 = errors;
if(typeof data3.number !== "string"){
validate28.errors = [{instancePath:instancePath+"/organizationIdentification/number",schemaPath:"#/$defs/OrganizationIdentification/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.countryCode !== undefined){
const _errs13 = errors;
if(typeof data3.countryCode !== "string"){
validate28.errors = [{instancePath:instancePath+"/organizationIdentification/countryCode",schemaPath:"#/$defs/OrganizationIdentification/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/organizationIdentification",schemaPath:"#/$defs/OrganizationIdentification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTenantOwner !== undefined){
const _errs15 = errors;
if(typeof data.isTenantOwner !== "boolean"){
validate28.errors = [{instancePath:instancePath+"/isTenantOwner",schemaPath:"#/properties/isTenantOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"id":true,"name":true,"code":true,"organizationIdentification":true,"isTenantOwner":true},"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:Tenant" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate27.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate27.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs6 = errors;
if(typeof data.status !== "string"){
validate27.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantId !== undefined){
const _errs9 = errors;
if(typeof data.parentTenantId !== "string"){
validate27.errors = [{instancePath:instancePath+"/parentTenantId",schemaPath:"#/properties/parentTenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantName !== undefined){
const _errs11 = errors;
if(typeof data.parentTenantName !== "string"){
validate27.errors = [{instancePath:instancePath+"/parentTenantName",schemaPath:"#/properties/parentTenantName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customData !== undefined){
let data5 = data.customData;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate27.errors = [{instancePath:instancePath+"/customData",schemaPath:"#/properties/customData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifiers !== undefined){
let data6 = data.identifiers;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.identifier !== undefined){
const _errs22 = errors;
if(typeof data7.identifier !== "string"){
validate27.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/identifier",schemaPath:"#/$defs/TenantIdentifier/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.id !== undefined){
const _errs24 = errors;
if(typeof data7.id !== "string"){
validate27.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/id",schemaPath:"#/$defs/TenantIdentifier/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/$defs/TenantIdentifier/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizations !== undefined){
let data10 = data.organizations;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data10)){
var valid4 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs28 = errors;
if(!(validate28(data10[i1], {instancePath:instancePath+"/organizations/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid4 = _errs28 === errors;
if(!valid4){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/organizations",schemaPath:"#/properties/organizations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"id":true,"name":true,"status":true,"parentTenantId":true,"parentTenantName":true,"customData":true,"identifiers":true,"organizations":true},"dynamicProps":false,"dynamicItems":false};

export const TenantCollection = validate30;
const schema46 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TenantCollection","$comment":"generated from specs/schemas/identity/TenantCollection.yaml; do not edit","title":"TenantCollection","description":"A page of tenants.","allOf":[{"$ref":"#/$defs/PagedCollection"},{"type":"object","required":["items"],"properties":{"items":{"type":"array","items":{"$ref":"#/$defs/Tenant"}}}}],"$defs":{"Organization":{"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]},"OrganizationCode":{"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]},"OrganizationIdentification":{"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]},"PagedCollection":{"title":"PagedCollection","description":"The collection shape every list endpoint answers: \"Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise.\" A concrete collection extends this schema with `allOf` and gives `items` its item schema.","type":"object","required":["totalCount","items"],"properties":{"totalCount":{"description":"Number of items that match the request, across all pages.","type":"integer","format":"int64","minimum":0},"items":{"description":"The items of the requested page (`offset`, `limit`)."}}},"Tenant":{"title":"Tenant","description":"A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.","type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"description":"Tenant status; `Active` is the value shown.","type":"string","examples":["Active"],"x-not-shown":"tenant status values other than Active"},"parentTenantId":{"type":"string"},"parentTenantName":{"type":"string"},"customData":{"type":"object","additionalProperties":true,"x-not-shown":"the members of customData"},"identifiers":{"type":"array","items":{"$ref":"#/$defs/TenantIdentifier"}},"organizations":{"type":"array","items":{"$ref":"#/$defs/Organization"}}},"examples":[{"id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","name":"Acme Trading","status":"Active","parentTenantId":"9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37","parentTenantName":"Acme Group","customData":{},"identifiers":[{"identifier":"acme-trading","id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}],"organizations":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]}]},"TenantIdentifier":{"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}}}};
const schema47 = {"title":"PagedCollection","description":"The collection shape every list endpoint answers: \"Collection responses are `{ totalCount, items[] }`. Paging parameters are `offset` (default 0) and `limit` (default 100) unless stated otherwise.\" A concrete collection extends this schema with `allOf` and gives `items` its item schema.","type":"object","required":["totalCount","items"],"properties":{"totalCount":{"description":"Number of items that match the request, across all pages.","type":"integer","format":"int64","minimum":0},"items":{"description":"The items of the requested page (`offset`, `limit`)."}}};
const schema48 = {"title":"Tenant","description":"A tenant. `organizations` (the mandants) are returned by `GET /api/v2/Tenants/{id}`.","type":"object","properties":{"id":{"type":"string"},"name":{"type":"string"},"status":{"description":"Tenant status; `Active` is the value shown.","type":"string","examples":["Active"],"x-not-shown":"tenant status values other than Active"},"parentTenantId":{"type":"string"},"parentTenantName":{"type":"string"},"customData":{"type":"object","additionalProperties":true,"x-not-shown":"the members of customData"},"identifiers":{"type":"array","items":{"$ref":"#/$defs/TenantIdentifier"}},"organizations":{"type":"array","items":{"$ref":"#/$defs/Organization"}}},"examples":[{"id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","name":"Acme Trading","status":"Active","parentTenantId":"9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37","parentTenantName":"Acme Group","customData":{},"identifiers":[{"identifier":"acme-trading","id":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"}],"organizations":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]}]};
const schema49 = {"title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}};
const schema50 = {"title":"Organization","description":"An organization (mandant) of a tenant.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string"},"code":{"$ref":"#/$defs/OrganizationCode"},"organizationIdentification":{"$ref":"#/$defs/OrganizationIdentification"},"isTenantOwner":{"type":"boolean"}},"examples":[{"id":"0b6f4c1e-2a8d-4e3f-9c71-5d2e8a4b6f10","name":"Acme Trading s.r.o.","code":"12345678|CZ","organizationIdentification":{"number":"12345678","countryCode":"CZ"},"isTenantOwner":true}]};
const schema51 = {"title":"OrganizationCode","description":"Code of an organization (mandant) or vendor, shape `<national number>|<country code>`.","type":"string","pattern":"^[^|]+\\|[^|]+$","examples":["12345678|CZ"]};
const schema52 = {"title":"OrganizationIdentification","description":"The national number and country code that make up the organization code.","type":"object","properties":{"number":{"type":"string"},"countryCode":{"type":"string"}},"examples":[{"number":"12345678","countryCode":"CZ"}]};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(errors === _errs1){
if(typeof data0 === "string"){
if(!(formats4.test(data0))){
validate32.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate32.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data2 = data.code;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate32.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/pattern",keyword:"pattern",params:{pattern: "^[^|]+\\|[^|]+$"},message:"must match pattern \""+"^[^|]+\\|[^|]+$"+"\""}];
return false;
}
}
else {
validate32.errors = [{instancePath:instancePath+"/code",schemaPath:"#/$defs/OrganizationCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationIdentification !== undefined){
let data3 = data.organizationIdentification;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.number !== undefined){
const _errs11 = errors;
if(typeof data3.number !== "string"){
validate32.errors = [{instancePath:instancePath+"/organizationIdentification/number",schemaPath:"#/$defs/OrganizationIdentification/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.countryCode !== undefined){
const _errs13 = errors;
if(typeof data3.countryCode !== "string"){
validate32.errors = [{instancePath:instancePath+"/organizationIdentification/countryCode",schemaPath:"#/$defs/OrganizationIdentification/properties/countryCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/organizationIdentification",schemaPath:"#/$defs/OrganizationIdentification/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isTenantOwner !== undefined){
const _errs15 = errors;
if(typeof data.isTenantOwner !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/isTenantOwner",schemaPath:"#/properties/isTenantOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"id":true,"name":true,"code":true,"organizationIdentification":true,"isTenantOwner":true},"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate31.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs3 = errors;
if(typeof data.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs5 = errors;
if(typeof data.status !== "string"){
validate31.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantId !== undefined){
const _errs8 = errors;
if(typeof data.parentTenantId !== "string"){
validate31.errors = [{instancePath:instancePath+"/parentTenantId",schemaPath:"#/properties/parentTenantId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentTenantName !== undefined){
const _errs10 = errors;
if(typeof data.parentTenantName !== "string"){
validate31.errors = [{instancePath:instancePath+"/parentTenantName",schemaPath:"#/properties/parentTenantName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.customData !== undefined){
let data5 = data.customData;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate31.errors = [{instancePath:instancePath+"/customData",schemaPath:"#/properties/customData/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.identifiers !== undefined){
let data6 = data.identifiers;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.identifier !== undefined){
const _errs21 = errors;
if(typeof data7.identifier !== "string"){
validate31.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/identifier",schemaPath:"#/$defs/TenantIdentifier/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.id !== undefined){
const _errs23 = errors;
if(typeof data7.id !== "string"){
validate31.errors = [{instancePath:instancePath+"/identifiers/" + i0+"/id",schemaPath:"#/$defs/TenantIdentifier/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/identifiers/" + i0,schemaPath:"#/$defs/TenantIdentifier/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/identifiers",schemaPath:"#/properties/identifiers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizations !== undefined){
let data10 = data.organizations;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data10)){
var valid4 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
const _errs27 = errors;
if(!(validate32(data10[i1], {instancePath:instancePath+"/organizations/" + i1,parentData:data10,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid4 = _errs27 === errors;
if(!valid4){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/organizations",schemaPath:"#/properties/organizations/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"id":true,"name":true,"status":true,"parentTenantId":true,"parentTenantName":true,"customData":true,"identifiers":true,"organizations":true},"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TenantCollection" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.totalCount === undefined) && (missing0 = "totalCount")) || ((data.items === undefined) && (missing0 = "items"))){
validate30.errors = [{instancePath,schemaPath:"#/$defs/PagedCollection/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.totalCount !== undefined){
let data0 = data.totalCount;
const _errs4 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate30.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/$defs/PagedCollection/properties/totalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate30.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/$defs/PagedCollection/properties/totalCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
else {
if(!(formats6.validate(data0))){
validate30.errors = [{instancePath:instancePath+"/totalCount",schemaPath:"#/$defs/PagedCollection/properties/totalCount/format",keyword:"format",params:{format: "int64"},message:"must match format \""+"int64"+"\""}];
return false;
}
}
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/$defs/PagedCollection/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs6 = errors;
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.items === undefined) && (missing1 = "items")){
validate30.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.items !== undefined){
let data1 = data.items;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data1)){
var valid4 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate31(data1[i0], {instancePath:instancePath+"/items/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/items",schemaPath:"#/allOf/1/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"items":true,"totalCount":true},"dynamicProps":false,"dynamicItems":false};

export const TenantIdentifier = validate35;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TenantIdentifier","$comment":"generated from specs/schemas/identity/TenantIdentifier.yaml; do not edit","title":"TenantIdentifier","description":"One entry of a tenant's `identifiers`.","type":"object","properties":{"identifier":{"type":"string"},"id":{"type":"string"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TenantIdentifier" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.identifier !== undefined){
const _errs2 = errors;
if(typeof data.identifier !== "string"){
validate35.errors = [{instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(typeof data.id !== "string"){
validate35.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"identifier":true,"id":true},"dynamicProps":false,"dynamicItems":false};

export const TokenRequest = validate36;
const schema54 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TokenRequest","$comment":"generated from specs/schemas/identity/TokenRequest.yaml; do not edit","title":"TokenRequest","description":"Form body of the client credentials grant (`application/x-www-form-urlencoded`). The client authenticates with HTTP Basic made of clientId and clientSecret, not with form fields.","type":"object","required":["grant_type"],"properties":{"grant_type":{"description":"Mandatory; `client_credentials`.","type":"string","enum":["client_credentials"]},"tid":{"description":"Tenant identifier, \"required for tenant access\". \"The token is tenant-scoped when `tid` is sent in the token request. Without it the token has no tenant context, which suits rare cases that need none.\"","type":"string"},"scope":{"description":"Optional; space-separated scopes. \"The scope `apiim` is required by the data service.\"","type":"string"}},"examples":[{"grant_type":"client_credentials","tid":"4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61","scope":"apiim"}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TokenRequest" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.grant_type === undefined) && (missing0 = "grant_type")){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.grant_type !== undefined){
let data0 = data.grant_type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate36.errors = [{instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "client_credentials")){
validate36.errors = [{instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/enum",keyword:"enum",params:{allowedValues: schema54.properties.grant_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tid !== undefined){
const _errs4 = errors;
if(typeof data.tid !== "string"){
validate36.errors = [{instancePath:instancePath+"/tid",schemaPath:"#/properties/tid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs6 = errors;
if(typeof data.scope !== "string"){
validate36.errors = [{instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"grant_type":true,"tid":true,"scope":true},"dynamicProps":false,"dynamicItems":false};

export const TokenResponse = validate37;
const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:integration-contracts:schema:TokenResponse","$comment":"generated from specs/schemas/identity/TokenResponse.yaml; do not edit","title":"TokenResponse","description":"\"`access_token` (JWT string), `expires_in` (seconds), `token_type` (`Bearer`), `scope`.\" API calls send `Authorization: Bearer <ACCESS_TOKEN>`.","type":"object","required":["access_token","expires_in","token_type"],"properties":{"access_token":{"description":"The JWT access token.","type":"string"},"expires_in":{"description":"Lifetime in seconds (\"Sample token lifetime: `expires_in` 600 seconds\").","type":"integer","minimum":0},"token_type":{"type":"string","enum":["Bearer"]},"scope":{"description":"The granted scopes.","type":"string"}},"examples":[{"access_token":"eyJhbGciOiJSUzI1NiIsImtpZCI6IjJmNmMxYjBlOGEiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2lkcC5leGFtcGxlLmNvbSIsImNsaWVudF9pZCI6ImFjbWUuc3luYyIsInRpZCI6IjRmMWMyYTllLTZiMWQtNGM1Ny05YTVlLTNmMGQyYzhiN2E2MSIsInNjb3BlIjoiYXBpaW0iLCJleHAiOjE3OTUzNzk0MDB9.c2lnbmF0dXJl","expires_in":600,"token_type":"Bearer","scope":"apiim"}]};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="urn:integration-contracts:schema:TokenResponse" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.access_token === undefined) && (missing0 = "access_token")) || ((data.expires_in === undefined) && (missing0 = "expires_in"))) || ((data.token_type === undefined) && (missing0 = "token_type"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.access_token !== undefined){
const _errs2 = errors;
if(typeof data.access_token !== "string"){
validate37.errors = [{instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expires_in !== undefined){
let data1 = data.expires_in;
const _errs4 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
validate37.errors = [{instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate37.errors = [{instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token_type !== undefined){
let data2 = data.token_type;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate37.errors = [{instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "Bearer")){
validate37.errors = [{instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/enum",keyword:"enum",params:{allowedValues: schema55.properties.token_type.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
const _errs8 = errors;
if(typeof data.scope !== "string"){
validate37.errors = [{instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"access_token":true,"expires_in":true,"token_type":true,"scope":true},"dynamicProps":false,"dynamicItems":false};

export const validators = Object.freeze({ DiscoveryDocument, JsonWebKey, JsonWebKeySet, Organization, OrganizationCode, OrganizationIdentification, PagedCollection, Tenant, TenantCollection, TenantIdentifier, TokenRequest, TokenResponse });
